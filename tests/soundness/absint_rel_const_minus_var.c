// x = 5u - w is not x = w - 5u: the difference x - w is not a constant
// expect: FALSE
// inputs: 0
// why: for w == 0, x == 5 while w - 5u == 4294967291, so x != w - 5u and the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = 5u - w; // trap: w is subtracted, not added to
  if (x != w - 5u)
    reach_error();
  return 0;
}
