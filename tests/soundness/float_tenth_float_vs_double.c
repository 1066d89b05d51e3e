// 0.1f and 0.1 are different numbers: (float)0.1 == 0.1f, but compared with 0.1 as a double it differs
// expect: FALSE
// inputs: 4591870180066957722
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d == 0.1);
  float f = (float)d;
  if (f == 0.1f && f != d) // trap: f != d compares (double)f, which is 0.100000001490116...
    reach_error();
  return 0;
}
