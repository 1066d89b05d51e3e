// recursive factorial with a checked result, kept within int range
// expect: TRUE
// cegar-timeout: 5
// kind-timeout: 5
// why: for 0 <= n <= 12, fact(n) <= 479001600 < INT_MAX (no overflow), it is positive, and fact(12) == 479001600
// probe: 12
// probe: 0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 12);
  int f = fact(n);
  if (f <= 0 || (n == 12 && f != 479001600))
    reach_error();
  return 0;
}
