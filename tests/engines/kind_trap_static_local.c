// a callee's static local (a global) counts the iterations: the loop's writes include what its
// callees write, or the step case would keep c at its first visit's value
// expect: FALSE
// bmc: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int bump(void) { static int c = 0; c++; return c; }
int main(void) {
  int last = 0;
  while (__VERIFIER_nondet_int()) {
    last = bump();
    if (last == 50) reach_error();
  }
  return 0;
}
