// a static local starts at 0 and keeps its value from call to call
// expect: TRUE
// cegar-timeout: 5
// why: n has static storage duration: it is 0 before the first call and is incremented once per call, so the (k+1)-th call returns exactly k + 1
// probe: 0
// probe: 4
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int next(void) {
  static int n; // trap: zero-initialised once, not at every call, and not indeterminate
  n++;
  return n;
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 5);
  for (int i = 0; i < k; i++)
    next();
  if (next() != k + 1)
    reach_error();
  return 0;
}
