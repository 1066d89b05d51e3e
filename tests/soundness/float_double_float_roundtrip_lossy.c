// (double)(float)d == d fails for most doubles: a float keeps 24 of the 53 significant bits
// expect: FALSE
// inputs: 4591870180066957722
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > 0.0 && d < 1.0);
  float f = (float)d; // 0.1 becomes 0.100000001490116...
  if ((double)f != d) // trap: unlike (float)(double)f == f, this round trip is lossy
    reach_error();
  return 0;
}
