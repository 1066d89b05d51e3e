// three Newton steps for sqrt(x) in float, from 1 <= x <= 4, get r * r within 1e-5 of x
// expect: TRUE
// bmc-timeout: 3
// cegar-timeout: 3
// kind-timeout: 3
// symex-timeout: 3
// why: r0 = (1 + x) / 2 has relative error at most 1/4, and each step squares it (e' = e^2 / (2 (1 + e))), so three steps leave about 5e-8 plus rounding; checked exhaustively for the 2^24 + 1 floats in [1, 4] with gcc -msse2: the largest |r * r - x| is 7.2e-7
// probe: 1082130432
// probe: 1065353216
// probe: 1081551999
// probe: 1077936128
// probe: 1069547520
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 4.0f);
  float r = (1.0f + x) * 0.5f;
  for (int k = 0; k < 3; k++)
    r = (r + x / r) * 0.5f;
  float e = r * r - x;
  if (e > 1e-5f || e < -1e-5f)
    reach_error();
  return 0;
}
