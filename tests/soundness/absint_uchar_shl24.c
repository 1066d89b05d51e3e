// an unsigned char shifted left by 24: promoted to int, 128 << 24 is 2^31, which is no int
// expect: UB
// why: c is promoted to int (C11 6.5.7p3), and for c >= 128 the value c * 2^24 exceeds INT_MAX, so the shift is undefined (6.5.7p4) although c is unsigned; input 128
// ub-inputs: 128
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned int w = c << 24; // trap: int shift
  if (w == 0x80000000u && c != 128)
    reach_error();
  return 0;
}
