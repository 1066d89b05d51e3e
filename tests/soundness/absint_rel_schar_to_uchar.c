// unsigned char x = y for a signed char y: for y == -1, x == 255 and x != y after promotion
// expect: FALSE
// inputs: -1
// why: for y == -1, x == 255 (C11 6.3.1.3p2); in x != y both are promoted to int: 255 != -1 and the error is reached
extern signed char __VERIFIER_nondet_schar(void);
void reach_error(void) {}
int main(void) {
  signed char y = __VERIFIER_nondet_schar();
  unsigned char x = y; // trap: same width, different values for y < 0
  if (x != y)
    reach_error();
  return 0;
}
