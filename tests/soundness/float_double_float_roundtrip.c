// every float converts to double exactly and back: (float)(double)f has the bits of f
// expect: TRUE
// why: binary64 has more exponent and fraction bits than binary32, so float to double is exact (subnormal floats become normal doubles, -0.0f stays -0.0) and converting back is exact; a NaN stays a NaN
// probe: 2147483648
// probe: 1
// probe: 2139095039
// probe: 2143289344
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  union { float f; unsigned int u; } a, b;
  float f = __VERIFIER_nondet_float();
  double d = f;
  float g = (float)d;
  a.f = f;
  b.f = g;
  if (f == f && (a.u != b.u || d != f)) // trap: unlike (double)(float)d, lossless
    reach_error();
  if (f != f && g == g)
    reach_error();
  return 0;
}
