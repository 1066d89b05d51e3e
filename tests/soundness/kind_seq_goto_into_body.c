// a goto into a loop's body, past its head, to an inner loop: the outer head is not visited first
// expect: FALSE
// inputs: 1,60
// why: with c != 0 the body first runs from inside with i == 5 (no s += 2), then n - 6 full rounds: s == 2 * (n - 6); with c == 0 s == 2 * n
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (n < 6 || n > 200)
    return 0;
  int i = 0, s = 0, k;
  if (c) {
    i = 5;
    goto inside; // trap: enters the while's body below its head
  }
  while (i < n) {
    s += 2;
  inside:
    for (k = 0; k < 2; k++)
      s += 0;
    i++;
  }
  if (c && s == 2 * (n - 6) && n > 50)
    reach_error();
  return 0;
}
