// converting a float beyond INT_MAX to int is undefined, not a wrap or a saturation
// expect: UB
// why: C11 6.3.1.4p1: if the truncated value cannot be represented in int the behaviour is undefined; x = 3e9f (bits 1328730206) is not (x86's cvttss2si gives INT_MIN, so the error looks reachable)
// ub-inputs: 1328730206
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f);
  int i = (int)x; // trap: undefined for x >= 2^31 (and for +inf)
  if (i < 0)
    reach_error();
  return 0;
}
