// three loops each bounded by a copy of the previous loop's counter, made between the loops
// expect: TRUE
// why: i == n after the first loop, m == i, j == m after the second, k == j after the third
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
// probe: 150
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int i = 0;
  while (i < n)
    i++;
  int m = i; // trap: exact copy of the first loop's exit value
  int j = 0;
  while (j < m)
    j++;
  int q = j;
  int k = 0;
  while (k < q)
    k++;
  if (k != n)
    reach_error();
  return 0;
}
