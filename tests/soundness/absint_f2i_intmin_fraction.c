// (int)-2147483648.9 is defined: truncation toward zero gives INT_MIN, which fits
// expect: TRUE
// why: the integral part of every d in [-2147483648.9, -2147483647.0] is -2147483648 or -2147483647, both ints (C11 6.3.1.4p1), so the conversion is defined and x <= -2147483647 always
// probe: 13970166044105166029
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= -2147483648.9 && d <= -2147483647.0);
  int x = (int)d; // trap: fine down to INT_MIN - 0.9
  if (x > -2147483647)
    reach_error();
  return 0;
}
