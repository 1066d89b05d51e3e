// for non-NaN floats exactly one of x < y, x == y, x > y holds; with a NaN none does
// expect: TRUE
// why: IEEE 754 comparisons: a NaN operand makes <, ==, > all false (unordered); otherwise the floats with -inf and +inf are totally ordered and +0.0 == -0.0, so exactly one of the three holds
// probe: 2143289344,0
// probe: 2147483648,0
// probe: 2139095040,2139095040
// probe: 4286578688,2139095039
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  int lt = x < y, eq = x == y, gt = x > y;
  if (__builtin_isnan(x) || __builtin_isnan(y)) {
    if (lt || eq || gt) // trap: a NaN is unordered with everything
      reach_error();
  } else if (lt + eq + gt != 1) // trap: -0.0f == +0.0f, inf == inf
    reach_error();
  return 0;
}
