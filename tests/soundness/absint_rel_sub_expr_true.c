// i and j stepped together in nested loops and reset together: j - i is always 5
// expect: TRUE
// why: every assignment keeps j == i + 5 (the reset sets both), and i never exceeds n <= 10^6
// cegar-timeout: 5
// symex-timeout: 5
// bmc-timeout: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000)
    return 0;
  int i = 0, j = 5;
  while (__VERIFIER_nondet_int()) {
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k > 10)
      k = 0;
    while (k > 0) {
      i++;
      j++;
      k--;
      if (i > n) {
        i = 0;
        j = 5;
      }
    }
  }
  if (j - i != 5)
    reach_error();
  return 0;
}
