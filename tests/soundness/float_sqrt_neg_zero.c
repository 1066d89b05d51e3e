// sqrt(-0.0) is -0.0 (IEEE 754): the sign of a zero survives the square root
// expect: FALSE
// inputs: 9223372036854775808
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern double sqrt(double);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x == 0.0);
  double r = sqrt(x);
  if (__builtin_signbit(r)) // trap: a model of sqrt as "the non-negative root" says +0.0
    reach_error();
  return 0;
}
