// a loop inside an if inside an outer loop: its first visit (outer round 1) needs x == 5, round 2 does not
// expect: FALSE
// inputs: 0,100
// why: in round r == 1 the inner loop runs for any x; with n == 100 it ends at j == 100 and x != 5
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
  for (int r = 0; r < 2; r++) {
    if (r == 1 || x == 5) { // trap: only round 2 enters with x != 5
      int j = 0;
      while (j < n)
        j++;
      if (j == 100 && x != 5)
        reach_error();
    }
  }
  return 0;
}
