// shifts of promoted small types, and unsigned shifts that drop bits
// expect: TRUE
// why: c is promoted to int, so c << 1 == 2c >= 256 for c >= 128 (no 8-bit loss); for unsigned u, (u << 31) >> 31 keeps only bit 0 (logical shifts, in range)
// probe: 128,3
// probe: 255,4294967295
extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  if (c >= 128 && (c << 1) < 256) // trap: int shift, not 8-bit
    reach_error();
  unsigned u = __VERIFIER_nondet_uint();
  if (((u << 31) >> 31) != (u & 1))
    reach_error();
  return 0;
}
