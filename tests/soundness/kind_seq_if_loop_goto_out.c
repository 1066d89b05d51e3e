// a goto out of a loop inside an if in an outer loop: that loop's first visit (round 0) needs x != 0
// expect: FALSE
// inputs: 0,100
// why: with x == 0 round 1 runs the inner loop, which jumps out at j == 60 with r == 1 < 2
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
  if (n < 0 || n > 200)
    return 0;
  int r, j, k = 0;
  for (r = 0; r < 2; r++) {
    if (r == 1 || x) {
      for (j = 0; j < n; j++)
        if (j == 60)
          goto out; // trap: a source of the last loop, first visited in round 0 only if x != 0
    }
  }
out:
  while (k < n)
    k++;
  if (r < 2 && !x && k > 50)
    reach_error();
  return 0;
}
