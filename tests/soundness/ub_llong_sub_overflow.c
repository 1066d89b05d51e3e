// a difference of long longs of different signs overflows
// expect: UB
// why: LLONG_MIN + 5 - 6 < LLONG_MIN: undefined, for the only pair allowed
// ub-inputs: -9223372036854775803,6
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  long long a = __VERIFIER_nondet_longlong();
  long long b = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(a == -9223372036854775803LL && b == 6);
  long long d = a - b; // trap: below LLONG_MIN
  if (d > 0)
    reach_error();
  return 0;
}
