// a recursive count saturated at 100: its result never exceeds 100 whatever the depth
// expect: TRUE
// symex-timeout: 5
// bmc-timeout: 5
// cegar-timeout: 5
// kind-timeout: 5
// why: count(n) is 0 for n <= 0 and otherwise min(count(n - 1) + 1, 100), so it is in [0, 100]; the addition never overflows
// probe: 1000
// probe: 100
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int count(int n) {
  if (n <= 0)
    return 0;
  int r = count(n - 1);
  return r < 100 ? r + 1 : r; // trap: bounded by a test, not by the depth
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000)
    return 0;
  if (count(n) > 100)
    reach_error();
  return 0;
}
