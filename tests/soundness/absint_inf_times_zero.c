// a finite double grown to infinity, then multiplied by zero: NaN, which is unequal to itself
// expect: FALSE
// inputs: 9218868437227405311
// why: for x == DBL_MAX (bits 9218868437227405311) x * 10.0 overflows to +inf (Annex F) and inf * 0.0 is NaN, so z != z and the error is reached
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 1e300);
  double y = x * 10.0;
  double z = y * 0.0; // trap: inf * 0 is NaN, not 0
  if (z != z)
    reach_error();
  return 0;
}
