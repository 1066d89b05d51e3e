// -x flips the sign bit, 0.0f - x does not: for x == 0 they differ in sign
// expect: TRUE
// why: unary minus negates the sign bit, so -(+0.0f) is -0.0f and -(-0.0f) is +0.0f; IEEE subtraction with round to nearest gives +0.0f for 0.0f - (+0.0f) and for 0.0f - (-0.0f) (an exact zero sum of opposite signs is +0)
// probe: 0
// probe: 2147483648
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x == 0.0f); // +0.0f or -0.0f
  float n = -x, d = 0.0f - x;
  if (n != 0.0f || d != 0.0f)
    reach_error();
  if (!__builtin_signbit(n) == !__builtin_signbit(x)) // trap: -x is not 0 - x
    reach_error();
  if (__builtin_signbit(d))
    reach_error();
  return 0;
}
