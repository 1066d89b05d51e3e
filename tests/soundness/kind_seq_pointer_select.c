// a pointer chosen between loops from the first loop's counter; the second loop writes through it
// expect: FALSE
// inputs: 60
// why: i == 60 > 50 selects &a, and the second loop leaves a == n - 1 == 59
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
  int a = 0, b = 0;
  int i = 0;
  while (i < n)
    i++;
  int *p = i > 50 ? &a : &b; // trap: which object depends on the first loop's count
  int j = 0;
  while (j < n) {
    *p = j;
    j++;
  }
  int k = 0;
  while (k < 2)
    k++;
  if (a == 59)
    reach_error();
  return 0;
}
