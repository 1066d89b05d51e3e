// a pointer to a block's variable converted to an integer after the block ended
// expect: UB
// why: once x's lifetime ends, p's value is indeterminate (C11 6.2.4p2) and converting it is undefined (J.2); effigy's step reports it, so no analysis of effigy may call the program safe
// ub-check: none (gcc converts the stale address without any report; no sanitizer sees the indeterminate pointer)
void reach_error(void) {}
int main(void) {
  int *p;
  {
    int x = 1;
    p = &x;
  }
  unsigned int u = (unsigned int)p; // trap: the pointer's value is indeterminate here
  (void)u;
  return 0;
}
