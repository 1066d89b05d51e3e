// a byte value 200 stored in a plain char reads back as -56
// expect: FALSE
// inputs: 200
// why: char is signed under gcc on i386, so (char)200 == -56
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  char c = __VERIFIER_nondet_uchar(); // trap: a tool with unsigned char never sees -56
  if (c == -56)
    reach_error();
  return 0;
}
