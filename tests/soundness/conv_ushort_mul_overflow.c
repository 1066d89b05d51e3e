// unsigned short operands promote to (signed) int: 65535 * 65535 overflows int
// expect: UB
// why: a and b are promoted to int, and for a == b == 65535 the product 4294836225 exceeds INT_MAX: signed overflow, although every declared type is unsigned
// ub-inputs: 65535,65535
extern unsigned short __VERIFIER_nondet_ushort(void);
void reach_error(void) {}
int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  unsigned short b = __VERIFIER_nondet_ushort();
  unsigned int p = a * b; // trap: int multiplication, not unsigned
  if (p == 4294836225u)
    reach_error();
  return 0;
}
