// a recursive callee increments *a on every level, *b on all but the level with n == 3
// expect: FALSE
// cegar-timeout: 5
// inputs: 5
// why: for n == 5 the levels n = 5..1 increment a five times and b four times (not at n == 3), so a != b and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void rec(int *a, int *b, int n) {
  if (n <= 0)
    return;
  ++*a;
  if (n != 3)
    ++*b; // trap: skipped on one level only
  rec(a, b, n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int a = 0, b = 0;
  rec(&a, &b, n);
  if (a != b)
    reach_error();
  return 0;
}
