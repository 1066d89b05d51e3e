// -0.0 == 0.0, but 1.0 / -0.0 is -infinity: equal doubles need not behave alike
// expect: FALSE
// inputs: 9223372036854775808
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double z = __VERIFIER_nondet_double();
  if (z == 0.0) { // true for +0.0 and for -0.0
    double r = 1.0 / z; // trap: not undefined under Annex F: +inf for +0.0, -inf for -0.0
    if (r < 0.0)
      reach_error();
  }
  return 0;
}
