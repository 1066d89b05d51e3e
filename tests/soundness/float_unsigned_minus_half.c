// (unsigned)-0.5f is 0 and defined: the value is truncated first, and 0 is representable
// expect: TRUE
// why: C11 6.3.1.4p1 discards the fractional part, and the integral part of any x in (-1, 1) is 0, which unsigned int represents (footnote 61: the defined range is (-1, UINT_MAX + 1)); only x <= -1.0f would be undefined
// probe: 3204448256
// probe: 2147483648
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -1.0f && x < 1.0f);
  unsigned int u = (unsigned int)x; // trap: not undefined for negative x > -1
  if (u != 0)
    reach_error();
  return 0;
}
