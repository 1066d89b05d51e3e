// a case label after a declaration skips its initialiser; falling through from above runs it
// expect: FALSE
// replay: no
// why: k == 2 jumps to case 2 past `int y = 4;`, so y is indeterminate there and may differ from 4 (k == 1 falls through with y == 4); the value depends on gcc's stack contents, not on an input
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  switch (k) {
  case 1:;
    int y = 4;
  case 2: // trap: entering here skips y's initialiser
    if (y != 4)
      reach_error();
    break;
  default:
    break;
  }
  return 0;
}
