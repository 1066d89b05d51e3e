// minimal: a loop in an if in a two-round loop; its first visit (round 0) needs x != 0, round 1's does not
// expect: FALSE
// inputs: 0
// why: with x == 0 round 1 runs the inner loop to j == 99, where !x holds
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int r = 0; r < 2; r++)
    if (r == 1 || x) // trap: the first visit's path condition x != 0 is kept at every visit
      for (int j = 0; j < 100; j++)
        if (j == 99 && !x)
          reach_error();
  return 0;
}
