// over integers x >= 1 is inductive (x + x >= 2), over 32-bit words it is not: x reaches 0 after
// 32 doublings. Spacer's candidate must be dropped by the bit-precise check: FALSE, never TRUE
// expect: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 1;
  while (__VERIFIER_nondet_int()) {
    x = x + x;
  }
  if (x == 0)
    reach_error();
  return 0;
}
