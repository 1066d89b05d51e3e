// an unbounded loop with an error at its fifth iteration: the base case finds it
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_uint()) {
    x += 3;
    if (x == 15)
      reach_error();
  }
  return 0;
}
