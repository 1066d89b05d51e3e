// a goto out of a loop in an if in a two-round loop, 4000 iterations deep: the portfolio's answer
// expect: FALSE
// inputs: 0,5000
// why: with x == 0 round 1 runs the inner loop and jumps out at j == 4000 with r == 1 < 2
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10000)
    return 0;
  int r, j, k = 0;
  for (r = 0; r < 2; r++)
    if (r == 1 || x)
      for (j = 0; j < n; j++)
        if (j == 4000)
          goto out; // trap: a source first visited (round 0) only with x != 0
out:
  while (k < n)
    k++;
  if (r < 2 && !x)
    reach_error();
  return 0;
}
