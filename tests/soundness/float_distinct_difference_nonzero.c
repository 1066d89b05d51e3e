// x != y implies x - y != 0 for floats: gradual underflow keeps every such difference nonzero
// expect: TRUE
// why: for finite x != y, x - y is a nonzero multiple of 2^-149, and a difference below 2^-125 is exact (subnormals), so it never rounds to 0; inf - finite is inf, inf - (-inf) is inf; with a NaN, x - y is a NaN, never == 0. A flush-to-zero model would find 2^-126 + 2^-149 and 2^-126
// probe: 8388609,8388608
// probe: 1,0
// probe: 2139095040,4286578688
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  if (x != y && x - y == 0.0f) // trap: needs subnormals
    reach_error();
  return 0;
}
