// unsigned char and unsigned short compound assignments compute in int and truncate: uc -= 1 at 0 gives 255, us /= -2 gives 0 or a wrap
// expect: FALSE
// inputs: 0,6
// why: uc - 1 is the int -1, converted to unsigned char 255 (C11 6.5.16.2p3, 6.3.1.3p2); us / -2 is the int division 6 / -2 == -3, converted to unsigned short 65533; uc * us is an int product, never wrapping in 16 bits; on uc == 0, us == 6 all three hold
extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
void reach_error(void) {}
int main(void) {
  unsigned char uc = __VERIFIER_nondet_uchar();
  unsigned short us = __VERIFIER_nondet_ushort();
  if (us > 100)
    return 0;
  uc -= 1;
  unsigned short q = us;
  q /= -2; // trap: int division, then truncation to 16 bits
  int prod = uc * (us + 65530);
  if (uc == 255 && q == 65533 && prod == 255 * 65536)
    reach_error();
  return 0;
}
