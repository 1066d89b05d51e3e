// after passing ap to a function that used va_arg on it, the caller's ap is indeterminate: using it again is undefined
// expect: UB
// why: C11 7.16p3: if a function called with ap invokes va_arg on it, the value of ap in the caller is indeterminate and shall be passed to va_end before any further reference; sum reads va_arg(ap, int) again after first(ap) on every call (on ILP32 gcc's va_list is a char * copied by value, so the caller re-reads the first argument: sum returns 101 * x, never x + 700 for x in 0..6; with an advanced ap, as on x86-64, b would be 7 and the error reached)
// ub-check: none (the sanitizers do not check va_list use)
// effigy-gap: a va_list used after a callee's va_arg on it (C11 7.16p3) is not detected
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef __builtin_va_list va_list;
static int first(va_list ap) {
  return __builtin_va_arg(ap, int);
}
static int sum(int n, ...) {
  va_list ap;
  __builtin_va_start(ap, n);
  int a = first(ap);
  int b = __builtin_va_arg(ap, int); // trap: ap is indeterminate here
  __builtin_va_end(ap);
  return a + 100 * b;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 6)
    return 0;
  if (sum(2, x, 7) == x + 700)
    reach_error();
  return 0;
}
