// a callee stores the address of its local in a global pointer, read after the callee returned
// expect: UB
// why: keep leaves gp pointing to its y, whose lifetime ended at keep's return, so *gp is undefined (C11 6.2.4p2) on every input; ASan (detect_stack_use_after_return) reports a stack-use-after-return
// ub-inputs: none
void reach_error(void) {}
int *gp;
void keep(int v) {
  int y = v;
  gp = &y; // trap: outlives the call
}
int main(void) {
  int x = 0;
  gp = &x;
  keep(3);
  if (*gp == 3)
    reach_error();
  return 0;
}
