// sqrt of a negative double is a NaN, which is unequal to itself
// expect: FALSE
// inputs: 13830554455654793216
// why: sqrt(-1.0) (bits 13830554455654793216) is a domain error and returns NaN (C11 7.12.7.5, Annex F.10.4.5), so r != r and the error is reached
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
double sqrt(double);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x <= -1.0 && x >= -4.0);
  double r = sqrt(x); // trap: NaN, not 0 and not an error
  if (r != r)
    reach_error();
  return 0;
}
