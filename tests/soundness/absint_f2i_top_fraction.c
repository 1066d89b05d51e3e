// (int)2147483647.5 is defined: the fraction is discarded first and 2147483647 fits
// expect: TRUE
// why: C11 6.3.1.4p1: the fractional part is discarded, and the behaviour is undefined only when the integral part does not fit; every d in [2147483000.0, 2147483647.9] truncates to at most INT_MAX, and the truncation is at least 2147483000, never < 0
// probe: 4746794007246405632
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 2147483000.0 && d <= 2147483647.9);
  int x = (int)d; // trap: fine up to INT_MAX + 0.9
  if (x < 2147483000)
    reach_error();
  return 0;
}
