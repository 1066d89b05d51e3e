// the first loop writes a[1] as p[0] through p = a + 1; the copy between the loops reads a[1]
// expect: FALSE
// inputs: 78
// why: the last iteration stores i == 77 into a[1], so m == 77 after the second loop
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int a[2] = {0, 0};
  int *p = a + 1;
  int i = 0;
  while (i < n) {
    p[0] = i; // trap: a write to a[1] through a pointer indexed like an array
    i++;
  }
  int m = a[1];
  int j = 0;
  while (j < n)
    j++;
  if (m == 77)
    reach_error();
  return 0;
}
