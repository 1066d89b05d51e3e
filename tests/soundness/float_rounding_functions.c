// floor, ceil, trunc, round, rint of -2.5 are -3, -2, -2, -3 (half away from zero), -2 (ties to even)
// expect: TRUE
// why: C11 7.12.9: round rounds halfway cases away from zero, rint uses the current rounding mode (to nearest, ties to even), trunc and the (int) conversion go toward zero; ceil(-0.5) is -0.0 (F.10.6.1: the result has the sign of the argument)
// probe: 13836183955189006336
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern double floor(double), ceil(double), trunc(double), round(double), rint(double);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x == -2.5);
  if (floor(x) != -3.0 || ceil(x) != -2.0 || trunc(x) != -2.0)
    reach_error();
  if (round(x) != -3.0) // trap: not ties to even
    reach_error();
  if (rint(x) != -2.0) // trap: ties to even
    reach_error();
  if ((int)x != -2)
    reach_error();
  double y = ceil(x + 2.0); // ceil(-0.5)
  if (y != 0.0 || !__builtin_signbit(y)) // trap: -0.0
    reach_error();
  return 0;
}
