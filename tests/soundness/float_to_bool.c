// conversion to _Bool compares with zero: 0.5f becomes 1 (not truncated to 0), a NaN 1, -0.0f 0
// expect: TRUE
// why: C11 6.3.1.2: a scalar converted to _Bool is 0 if it compares equal to 0 and 1 otherwise; a NaN compares unequal to 0, -0.0f compares equal; this is not the float-to-integer conversion of 6.3.1.4, so it is never undefined
// probe: 1056964608
// probe: 2143289344
// probe: 2147483648
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  _Bool b = x; // trap: not (_Bool)(int)x
  if (b != (x != 0.0f))
    reach_error();
  if (x > 0.0f && x < 1.0f && !b)
    reach_error();
  if (x != x && !b)
    reach_error();
  return 0;
}
