// x == 0.0 holds for -0.0 too, and then 1.0 / x is -infinity
// expect: FALSE
// inputs: 9223372036854775808
// why: -0.0 == 0.0 (IEEE 754), so the branch is taken for x == -0.0 (bits 9223372036854775808); under Annex F 1.0 / -0.0 is -inf, which is < 0, and the error is reached
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x == 0.0) {
    double r = 1.0 / x; // trap: the sign of zero matters here
    if (r < 0.0)
      reach_error();
  }
  return 0;
}
