// a double strictly above 2^24 converted to float may round down to 2^24 (ties to even)
// expect: FALSE
// inputs: 4715268810125344768
// why: d == 16777217.0 (bits 4715268810125344768) lies halfway between the floats 2^24 and 2^24 + 2; rounding to nearest even gives 2^24, so (double)f <= 16777216.0 although d > 16777216.0
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > 16777216.0 && d < 16777218.0);
  float f = (float)d; // trap: may round below d
  if ((double)f <= 16777216.0)
    reach_error();
  return 0;
}
