// x * 0.5f * 2.0f == x for every normal float, but not for an odd subnormal: the halving rounds
// expect: FALSE
// inputs: 1
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
  float h = x * 0.5f; // trap: 2^-149 * 0.5 is a tie between 0 and 2^-149: rounds to even, 0
  if (h * 2.0f != x)
    reach_error();
  return 0;
}
