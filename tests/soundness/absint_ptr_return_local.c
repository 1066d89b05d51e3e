// a function returns a pointer to its own local: the caller dereferences a dead object
// expect: UB
// why: y's lifetime ends when make returns, so q's value is indeterminate and *q is undefined (C11 6.2.4p2) on every input; ASan (detect_stack_use_after_return) reports a stack-use-after-return
// ub-inputs: none
void reach_error(void) {}
int *make(int v) {
  int y = v;
  int *p = &y;
  return p; // trap: y dies at the return
}
int main(void) {
  int *q = make(1);
  if (*q == 1)
    reach_error();
  return 0;
}
