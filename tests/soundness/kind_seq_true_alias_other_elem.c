// the first loop writes a[1] through p = a + 1; a[0] is read after the second loop
// expect: TRUE
// why: p[0] is a[1] only, so a[0] keeps 5 through both loops
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
  int a[2] = {5, 0};
  int *p = a + 1;
  int i = 0;
  while (i < n) {
    p[0] = i; // trap: writes a[1], never a[0]
    i++;
  }
  int j = 0;
  while (j < n)
    j++;
  if (a[0] != 5)
    reach_error();
  return 0;
}
