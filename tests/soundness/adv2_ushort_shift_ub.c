// an unsigned short shifted left by 16 is an int shift: for values of 0x8000 and more the result overflows int
// expect: UB
// why: us is promoted to int (C11 6.3.1.1p2) and E1 << E2 on a signed type is undefined when E1 * 2^E2 is not representable (6.5.7p4): on us == 0x8000 the product 2^31 exceeds INT_MAX; below 0x8000 it fits and the result is never negative
// ub-inputs: 32768
extern unsigned short __VERIFIER_nondet_ushort(void);
void reach_error(void) {}
int main(void) {
  unsigned short us = __VERIFIER_nondet_ushort();
  unsigned int u = us << 16; // trap: int shift, not unsigned
  if (u >> 16 != us)
    reach_error();
  return 0;
}
