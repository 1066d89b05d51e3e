// a count-down loop with an unsigned counter and `i >= 0`: the test never fails, i wraps
// expect: FALSE
// inputs: 3
// why: i >= 0 always holds for unsigned i; after i == 0 the decrement gives 4294967295 > 1000
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n < 10);
  for (unsigned i = n; i >= 0; i--) { // trap: with int i the loop would end at -1
    if (i > 1000)
      reach_error();
  }
  return 0;
}
