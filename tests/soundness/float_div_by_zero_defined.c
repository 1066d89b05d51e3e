// double division by zero is defined under Annex F: +-inf, or NaN for 0/0 and NaN/0
// expect: TRUE
// cegar-timeout: 3
// why: gcc implements Annex F (__STDC_IEC_559__): x / +-0.0 is an infinity whose sign is the xor of the operands' signs for nonzero non-NaN x, and NaN for x = +-0.0 or NaN; no undefined behaviour (gcc's -fsanitize=undefined does not flag it)
// probe: 4607182418800017408,0
// probe: 4607182418800017408,9223372036854775808
// probe: 0,0
// probe: 9221120237041090560,9223372036854775808
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(y == 0.0);
  double q = x / y; // trap: not undefined
  if (x == 0.0 || x != x) {
    if (q == q)
      reach_error();
  } else if (!__builtin_isinf(q))
    reach_error();
  if (x > 0.0 && __builtin_isinf_sign(q) != (__builtin_signbit(y) ? -1 : 1)) // 1.0 / -0.0 is -inf
    reach_error();
  return 0;
}
