// recursion unwound completely: the recursion bound's unwinding assertion holds at depth 8
// expect: TRUE
// bmc: TRUE
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int sum(int n) {
  if (n <= 0)
    return 0;
  return n + sum(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6)
    return 0;
  if (sum(n) != n * (n + 1) / 2)
    reach_error();
  return 0;
}
