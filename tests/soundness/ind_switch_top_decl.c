// a declaration with an initialiser at the top of a switch body is never executed
// expect: FALSE
// replay: no
// why: control enters the switch body only at its case labels, so `int y = 7;` never runs and y is indeterminate at case 0 (it may differ from 7); which value gcc's stack holds is not fixed by any input
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  switch (k) {
    int y = 7; // trap: unreachable initialiser, y is in scope but indeterminate below
  case 0:
    if (y != 7)
      reach_error();
    break;
  default:
    y = 1;
    break;
  }
  return 0;
}
