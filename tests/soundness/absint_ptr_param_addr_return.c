// a function returns the address of its parameter: a parameter dies at the return like a local
// expect: UB
// why: a parameter is an object of the function's block (C11 6.9.1p9); its lifetime ends at the return, so *q reads a dead object (6.2.4p2) on every input; ASan (detect_stack_use_after_return) reports a stack-use-after-return
// ub-inputs: none
void reach_error(void) {}
int *addr(int a) {
  int *p = &a;
  return p; // trap: a parameter, not a caller's object
}
int main(void) {
  int *q = addr(3);
  if (*q == 3)
    reach_error();
  return 0;
}
