// in double h = a / 2 the division is an int division; only its result is converted to double
// expect: TRUE
// why: a / 2 has int operands, so it is computed in int (truncated toward zero) and then converted; a / 2.0 converts a first; they differ by exactly 0.5 (toward a's sign) when a is odd and not at all when a is even
// probe: 7
// probe: -7
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -100 && a <= 100);
  double h = a / 2; // trap: 3.0 for a = 7, not 3.5
  double g = a / 2.0;
  if (a % 2 == 0 && h != g)
    reach_error();
  if (a % 2 != 0 && g - h != (a > 0 ? 0.5 : -0.5))
    reach_error();
  return 0;
}
