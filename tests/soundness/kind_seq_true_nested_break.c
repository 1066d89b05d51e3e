// a break out of an inner loop, then a flag ends the outer one; the exit values are exact
// expect: TRUE
// why: found is set only when i == t and j == 1, and then the outer loop stops after its i++ with i == t + 1
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
// probe: 70,60
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int t = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int i, j, found = 0, k = 0;
  for (i = 0; i < n && !found; i++) {
    for (j = 0; j < n; j++)
      if (i == t && j == 1) {
        found = 1;
        break; // trap: out of the inner loop only
      }
  }
  while (k < 3)
    k++;
  if (found && i != t + 1)
    reach_error();
  return 0;
}
