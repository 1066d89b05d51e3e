// unsigned short * unsigned short is int * int after promotion: 65535 * 65535 overflows int
// expect: UB
// why: both operands are promoted to (signed) int (C11 6.3.1.1p2), so 65535 * 65535 = 4294836225 > INT_MAX is a signed overflow, undefined, although every type in sight is unsigned
// ub-inputs: 65535,65535
extern unsigned short __VERIFIER_nondet_ushort(void);
void reach_error(void) {}
int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  unsigned short b = __VERIFIER_nondet_ushort();
  unsigned int p = a * b; // trap: int multiplication
  if (p == 4294836225u && a != 65535)
    reach_error();
  return 0;
}
