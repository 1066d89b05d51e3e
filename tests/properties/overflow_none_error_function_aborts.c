// Under no-overflow a call of reach_error is no violation: its body aborts, so the path ends
// there. The parity functions recurse to any depth but never overflow (n - 1 with n >= 2), so
// the property holds; only the intervals' recursion summaries decide it at every depth.
// property: no-overflow
// expect: TRUE
// decided-by: absint
// timeout: 3
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
int is_even(int n);
int is_odd(int n) {
  if (n == 0)
    return 0;
  if (n == 1)
    return 1;
  return is_even(n - 1);
}
int is_even(int n) {
  if (n == 0)
    return 1;
  if (n == 1)
    return 0;
  return is_odd(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  if (is_odd(n) != n % 2)
    reach_error();
  return 0;
}
