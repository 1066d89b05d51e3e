// goto jumps forward over a declaration: its initialiser never runs, y is indeterminate at L
// expect: FALSE
// replay: no
// why: for k != 0 the jump skips `int y = 1;`, so y is in scope at L with an indeterminate value that may differ from 1; no input vector fixes that value in gcc's program
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k)
    goto L;
  int y = 1;
L:
  if (y != 1) // trap: on the goto path y was never initialised
    reach_error();
  return 0;
}
