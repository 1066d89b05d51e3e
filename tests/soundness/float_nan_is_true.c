// a NaN is true as a condition (it compares unequal to 0), yet neither positive nor negative
// expect: FALSE
// inputs: 2143289344
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x) { // trap: `if (x)` means x != 0, true for a NaN; false for both +0.0f and -0.0f
    if (!(x > 0.0f) && !(x < 0.0f))
      reach_error();
  }
  return 0;
}
