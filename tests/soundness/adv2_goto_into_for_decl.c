// a goto into a for loop whose clause-1 declares j: j exists but was never initialized, reading it is undefined
// expect: UB
// why: the jump enters the scope of j (declared in clause-1, no VLA) without executing its initializer (C11 6.8.6.1, 6.2.4p6: the value is indeterminate), and j's address is never taken, so the j++ after the body reads an indeterminate value: undefined (6.3.2.1p2); on n == 0 the loop is entered normally
// ub-check: none (the sanitizers do not track indeterminate values)
// symex-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = 0;
  if (n)
    goto x;
  for (int j = 0; j < 2; j++) {
    c++;
  x: // trap: j's initializer is skipped
    c += 5;
  }
  if (c > 100)
    reach_error();
  return 0;
}
