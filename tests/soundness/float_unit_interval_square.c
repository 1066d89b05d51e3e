// for -1 <= x <= 1 the rounded square is never above |x| and never negative, even for -0.0f
// expect: TRUE
// why: the exact x * x is <= |x| when |x| <= 1, |x| is a float and rounding is monotone, so the rounded product is <= |x|; the product of two operands of the same sign is +0.0 or positive; checked exhaustively for all 2130706434 floats in [-1, 1] with gcc -msse2
// probe: 2147483648
// probe: 3212836864
// probe: 1
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
  float y = x * x;
  if (y > __builtin_fabsf(x)) // trap: rounding up could only reach |x| itself
    reach_error();
  if (__builtin_signbit(y)) // trap: -0.0f * -0.0f is +0.0f
    reach_error();
  return 0;
}
