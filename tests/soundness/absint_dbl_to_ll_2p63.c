// a double up to 2^63 converted to long long: 2^63 itself is out of range, but (double)LLONG_MAX is 2^63
// expect: UB
// why: LLONG_MAX (2^63 - 1) is no double, it rounds up to 2^63; the assume admits d == 2^63 (bits 4890909195324358656), whose truncation 2^63 does not fit in a long long, so the conversion is undefined (C11 6.3.1.4p1); an analysis that compares the truncated bound with (double)LLONG_MAX accepts it
// ub-inputs: 4890909195324358656
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 0.0 && d <= 9223372036854775808.0);
  long long x = (long long)d; // trap: undefined for d == 2^63
  if (x < 0)
    return 1;
  return 0;
}
