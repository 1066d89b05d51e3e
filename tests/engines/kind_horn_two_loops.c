// the second loop is safe because of what the first one did: k >= j at its head follows from
// k == i and i >= n after the first. One Horn system over both heads (Spacer with global
// guidance) finds both invariants; each is checked over 32-bit words
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int k = 0;
  int i = 0;
  while (i < n) {
    i++;
    k++;
  }
  int j = n;
  while (j > 0) {
    if (k <= 0)
      reach_error();
    j--;
    k--;
  }
  return 0;
}
