// an unsigned short minus 1 is an int and can be negative
// expect: FALSE
// inputs: 0
// why: a is promoted to int, so for a == 0, a - 1 == -1 < 0
extern unsigned short __VERIFIER_nondet_ushort(void);
void reach_error(void) {}
int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  if (a - 1 < 0) // trap: int arithmetic, not unsigned
    reach_error();
  return 0;
}
