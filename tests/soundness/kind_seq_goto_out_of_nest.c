// a goto out of an inner loop leaves both loops with i < n; the normal exit has i == n
// expect: FALSE
// inputs: 70,60
// why: with t == 60 < n == 70 the goto is taken at i == 60, j == 1, and then i < n and i > 50
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int t = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int i, j, k = 0;
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++) {
      if (i == t && j == 1)
        goto out; // trap: the source of the third loop is the inner loop's head
    }
  }
out:
  while (k < 3)
    k++;
  if (i < n && i > 50)
    reach_error();
  return 0;
}
