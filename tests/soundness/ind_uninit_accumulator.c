// an accumulator that is never initialised: the loop sums onto an indeterminate start value
// expect: FALSE
// cegar-timeout: 5
// replay: no
// why: s is never initialised, so after the loop it is (indeterminate + 0 + ... + n-1) mod 2^32, which can differ from n*(n-1)/2 (unsigned: no overflow UB); the start value is gcc's stack garbage, not an input
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 5);
  unsigned s; // trap: not 0
  (void)&s; // address taken: reading s is indeterminate, not UB (C11 6.3.2.1p2)
  for (int i = 0; i < n; i++)
    s += i;
  if (s != (unsigned)(n * (n - 1) / 2))
    reach_error();
  return 0;
}
