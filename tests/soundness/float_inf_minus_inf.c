// b - b is not always 0: a product that overflows is +inf, and inf - inf is a NaN
// expect: FALSE
// inputs: 2123789978
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float a = __VERIFIER_nondet_float();
  __VERIFIER_assume(a > 1e38f);
  float b = a * 10.0f; // overflows to +inf (defined under Annex F, not undefined)
  if (b - b != 0.0f) // trap: x - x == 0 only for finite x
    reach_error();
  return 0;
}
