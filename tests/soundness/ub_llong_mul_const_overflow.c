// a long long times a constant overflows one past the bound
// expect: UB
// why: 3 * -3074457345618258603 = -9223372036854775809 < LLONG_MIN: undefined
// ub-inputs: -3074457345618258603
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(x >= -3074457345618258603LL && x <= 0);
  long long p = x * 3; // trap: x = -3074457345618258603 is one too small
  if (p > 0)
    reach_error();
  return 0;
}
