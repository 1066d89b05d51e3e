// fpclassify classifies a float as a float: a subnormal float is a normal double
// expect: TRUE
// why: __builtin_fpclassify (what glibc's fpclassify expands to, with FP_NAN 0, FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4) is type-generic: for a float x it is subnormal iff 0 < |x| < FLT_MIN = 2^-126; (double)x is exact and >= 2^-149 in magnitude, which is normal for a double
// probe: 1
// probe: 8388608
// probe: 2143289344
// probe: 4286578688
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  float a = __builtin_fabsf(x);
  int c = __builtin_fpclassify(0, 1, 4, 3, 2, x);
  if ((c == 3) != (x != 0.0f && a < 1.17549435e-38f)) // trap: not the class of (double)x
    reach_error();
  if ((c == 2) != (x == 0.0f) || (c == 0) != (x != x) || (c == 1) != (a > 3.40282347e38f))
    reach_error();
  if ((c == 4) != (a >= 1.17549435e-38f && a <= 3.40282347e38f))
    reach_error();
  double d = x;
  if (__builtin_fpclassify(0, 1, 4, 3, 2, d) == 3)
    reach_error();
  return 0;
}
