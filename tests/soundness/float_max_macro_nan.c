// a max written as x > y ? x : y is not symmetric: with a NaN operand it returns the second operand
// expect: FALSE
// inputs: 0,9221120237041090560
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  double m1 = x > y ? x : y; // x = 0.0, y = NaN: NaN
  double m2 = y > x ? y : x; // trap: 0.0
  if (!__builtin_isnan(m1) != !__builtin_isnan(m2))
    reach_error();
  return 0;
}
