// a goto from after the first loop to the third skips the second and the clamp before it
// expect: FALSE
// inputs: 60,1
// why: with c != 0 the clamp is skipped and s == 2 * n == 120 reaches the third loop
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int i = 0, s = 0, j = 0, k = 0;
  while (i < n) {
    i++;
    s += 2;
  }
  if (c)
    goto third; // trap: the third loop's first visit also follows the first loop directly
  if (s > 100)
    s = 0;
  while (j < 3)
    j++;
third:
  while (k < 3)
    k++;
  if (s > 100)
    reach_error();
  return 0;
}
