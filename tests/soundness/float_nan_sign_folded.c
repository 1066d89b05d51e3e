// the sign of a NaN is unspecified: gcc folds 0.0f/0.0f in an initializer to +NaN, computes -NaN at run time
// expect: FALSE
// inputs: none
// why: C leaves a NaN's sign and payload unspecified (C11 F.3, 7.12.3.6 only requires signbit to report the bit); gcc folds the static initializer at compile time to the positive quiet NaN, while the division at run time (SSE divss) gives x86's default NaN with the sign bit set, so the two NaNs differ in sign; a verifier that gives every NaN one canonical pattern would answer TRUE
void reach_error(void) {}
static float folded = 0.0f / 0.0f;
int main(void) {
  float zero = 0.0f;
  float computed = zero / zero;
  if ((__builtin_signbit(folded) != 0) != (__builtin_signbit(computed) != 0)) // trap: one canonical NaN
    reach_error();
  return 0;
}
