// a nonzero float can square to zero (underflow), as in sv-benchmarks float inv_square
// expect: FALSE
// inputs: 228737632
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x != 0.0f && x > -1.0f && x < 1.0f);
  float y = x * x; // trap: 1e-30f * 1e-30f = 1e-60, far below the smallest subnormal 2^-149
  if (y == 0.0f)
    reach_error();
  return 0;
}
