// k ? 3 : 1.5 has type double: (k ? 3 : 1.5) / 2 is 1.5, and int i = k ? 7 : 0.5 is 7 or 0
// expect: TRUE
// why: C11 6.5.15p5: the usual arithmetic conversions apply to the second and third operands, so the result is a double whichever operand is chosen (sizeof 8; with 1.5f, a float of size 4), the division by 2 is a double division, and 0.5 converts to int 0
// probe: 1
// probe: 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (sizeof(k ? 3 : 1.5) != sizeof(double) || sizeof(k ? 3 : 1.5f) != sizeof(float))
    reach_error();
  double h = (k ? 3 : 1.5) / 2; // trap: not the int division 3 / 2
  if (k && h != 1.5)
    reach_error();
  if (!k && h != 0.75)
    reach_error();
  int i = k ? 7 : 0.5;
  if (i != (k ? 7 : 0))
    reach_error();
  return 0;
}
