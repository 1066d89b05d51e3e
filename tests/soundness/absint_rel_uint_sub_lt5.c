// x - y < 5 in unsigned arithmetic wraps: it does not imply x >= y
// expect: FALSE
// inputs: 0,4294967295
// why: for x == 0 and y == 4294967295, x - y wraps to 1 < 5, yet x < y, so the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint();
  if (x - y < 5) { // trap: a modular difference, not x - y in [0, 4]
    if (x < y)
      reach_error();
  }
  return 0;
}
