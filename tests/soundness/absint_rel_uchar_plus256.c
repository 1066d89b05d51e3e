// unsigned char x = y + 256: the conversion gives back y, x == y
// expect: FALSE
// inputs: 0
// why: y + 256 is computed in int and converted to unsigned char modulo 256 (C11 6.3.1.3p2): x == y and the error is reached
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  unsigned char y = __VERIFIER_nondet_uchar();
  unsigned char x = y + 256; // trap: x - y ≡ 0 (mod 256), not 256
  if (x == y)
    reach_error();
  return 0;
}
