// a goto skips the second loop; both ways into the third loop leave s == 0
// expect: TRUE
// why: the goto is taken only when s == 0 (n == 0); the second loop undoes the first one's s
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
  int i = 0, s = 0, j = 0, k = 0;
  while (i < n) {
    i++;
    s += 2;
  }
  if (s == 0)
    goto third; // trap: a second source for the third loop
  while (j < n) {
    j++;
    s -= 2;
  }
third:
  while (k < 3)
    k++;
  if (s != 0)
    reach_error();
  return 0;
}
