// a _Bool initialised from x & 0x100 is 1 when that bit is set
// expect: FALSE
// inputs: 256
// why: x & 0x100 is 256 for x == 256, and (_Bool)256 == 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x & 0x100; // trap: truncating to one bit would always give 0
  if (b)
    reach_error();
  return 0;
}
