// x = w++ copies the old w: afterwards x == w - 1, not x == w
// expect: FALSE
// inputs: 4
// why: x gets w's value before the increment (C11 6.5.2.4p2), so x == w - 1 != w and the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = w++; // trap: the old value
  if (x != w)
    reach_error();
  return 0;
}
