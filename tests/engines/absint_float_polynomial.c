// a cubic in Horner form on an input in [0, 1]: each product's extremes are at the corners of
// its operands' intervals, so the intervals bound it in [1, 1.5] exactly as binary64 rounds
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (!(x >= 0.0 && x <= 1.0))
    return 0;
  double p = 1.0 + x * (0.5 + x * (-0.125 + x * 0.0625));
  if (!(p >= 1.0 && p <= 1.5))
    reach_error();
  return 0;
}
