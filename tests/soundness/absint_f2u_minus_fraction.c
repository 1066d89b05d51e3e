// (unsigned)-0.9 is defined and 0: only the truncated value must fit, and -0.9 truncates to 0
// expect: TRUE
// why: C11 6.3.1.4p1 and footnote 61: the range check is on the integral part, so any d in (-1, 1) converts to unsigned 0 without undefined behaviour; the error needs u != 0
// probe: 13829653735729319117
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= -0.9 && d <= 0.9);
  unsigned u = (unsigned)d; // trap: negative but above -1
  if (u != 0)
    reach_error();
  return 0;
}
