// a static local of a callee (called twice) counts the first loop's calls
// expect: FALSE
// inputs: 70
// why: 70 calls in the first loop and one after the second make the last tick() return 71
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int tick(void) {
  static int c = 0;
  c++; // trap: persists across calls, written by the first loop
  return c;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  for (int i = 0; i < n; i++)
    tick();
  int j = 0;
  while (j < n)
    j++;
  if (tick() == 71)
    reach_error();
  return 0;
}
