// a float up to 2^63 converted to long long: the float 2^63 is out of range by one
// expect: UB
// why: 9223372036854775808.0f is exactly 2^63 (bits 1593835520), one above LLONG_MAX, so converting it to long long is undefined (C11 6.3.1.4p1); (double)LLONG_MAX is also 2^63, so a bound check done in double does not see it
// ub-inputs: 1593835520
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f >= 1e18f && f <= 9223372036854775808.0f);
  long long x = f; // trap: undefined for f == 2^63
  if (x < 0)
    return 1;
  return 0;
}
