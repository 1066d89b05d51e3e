// minimal: a goto out of a loop in an if in a two-round loop; that source's first visit needs x != 0
// expect: FALSE
// inputs: 0
// why: with x == 0 round 1 runs the inner loop and jumps out at j == 60 with r == 1
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r, j, k = 0;
  for (r = 0; r < 2; r++)
    if (r == 1 || x)
      for (j = 0; j < 100; j++)
        if (j == 60)
          goto out; // trap: the last loop's source, first visited with x != 0
out:
  while (k < 100)
    k++;
  if (r < 2 && !x)
    reach_error();
  return 0;
}
