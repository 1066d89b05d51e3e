// 0.1 + 0.2 != 0.3 in binary64, while 0.1f + 0.2f == 0.3f in binary32
// expect: FALSE
// inputs: 4591870180066957722,4596373779694328218
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double a = __VERIFIER_nondet_double();
  double b = __VERIFIER_nondet_double();
  __VERIFIER_assume(a == 0.1 && b == 0.2);
  if ((float)a + (float)b != 0.3f) // trap: in float the sum rounds to 0.3f
    return 0;
  if (a + b != 0.3) // trap: in double it is 0.30000000000000004
    reach_error();
  return 0;
}
