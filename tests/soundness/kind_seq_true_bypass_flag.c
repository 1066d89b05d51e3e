// a loop inside an if, skipped or not; a flag set beside it tells the later check which way
// expect: TRUE
// why: ran == 1 exactly when the first loop ran, which leaves i == n; otherwise i == 0
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
// probe: 150,1
// probe: 150,0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int i = 0, ran = 0, j = 0;
  if (c) {
    ran = 1; // trap: two sources for the second loop, told apart by ran
    while (i < n)
      i++;
  }
  while (j < 3)
    j++;
  if ((ran && i != n) || (!ran && i != 0))
    reach_error();
  return 0;
}
