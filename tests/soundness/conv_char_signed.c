// plain char is signed on x86 (gcc): values above 127 become negative
// expect: TRUE
// why: gcc's char is signed on i386, and converting u > 127 to it gives u - 256 < 0 (implementation-defined, gcc: modulo 2^8); (char)200 is -56
// probe: 200
// probe: 128
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  unsigned char u = __VERIFIER_nondet_uchar();
  char c = u; // trap: not unsigned char
  if (u > 127 && c >= 0)
    reach_error();
  if ((char)200 != -56)
    reach_error();
  return 0;
}
