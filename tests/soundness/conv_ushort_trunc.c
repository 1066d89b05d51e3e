// conversions to unsigned short and short keep the low 16 bits
// expect: FALSE
// inputs: 65543
// why: 65543 == 65536 + 7, so (unsigned short)x == 7 and (short)x == 7 (modulo 2^16; gcc's implementation-defined signed conversion is also modulo)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned short s = x; // trap: truncation, not saturation
  short t = x;
  if (x != 7 && s == 7 && t == 7)
    reach_error();
  return 0;
}
