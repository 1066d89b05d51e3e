// (long long)1e19 is undefined (LLONG_MAX is about 9.22e18), (unsigned long long)1e19 is fine
// expect: UB
// why: C11 6.3.1.4p1: the double 1e19 (bits 4891288408196988160) is within 0..ULLONG_MAX (about 1.84e19) but above LLONG_MAX, so the conversion to long long is undefined
// ub-inputs: 4891288408196988160
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 0.0 && d < 1.8e19);
  unsigned long long u = (unsigned long long)d; // defined for every d here
  long long l = (long long)d; // trap: undefined for d >= 2^63
  if (l < 0 && u > 0)
    reach_error();
  return 0;
}
