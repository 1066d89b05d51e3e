// sqrt of a negative double is a NaN, so sqrt(x) >= 0 can be false
// expect: FALSE
// inputs: 13830554455654793216
extern double __VERIFIER_nondet_double(void);
extern double sqrt(double);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  double r = sqrt(x); // trap: NaN for x < 0 (and for a NaN); sqrt(-0.0) is -0.0, which is >= 0
  if (!(r >= 0.0))
    reach_error();
  return 0;
}
