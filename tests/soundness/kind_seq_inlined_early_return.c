// a callee called once (inlined) returns from inside its loop, skipping its second loop
// expect: FALSE
// inputs: 100,60
// why: with t == 60 < n the first loop returns 1060 at i == 60; the normal way returns i == n <= 200
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int scan(int n, int t) {
  int i = 0, k = 0;
  while (i < n) {
    if (i == t)
      return i + 1000; // trap: leaves the first loop and the function
    i++;
  }
  while (k < 2)
    k++;
  return i;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int t = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int r = scan(n, t);
  int j = 0;
  while (j < n)
    j++;
  if (r == 1060)
    reach_error();
  return 0;
}
