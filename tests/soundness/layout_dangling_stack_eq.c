// the address of a returned call's local compared with the next call's local
// expect: UB
// why: the local of the first call is dead once it returns, so the pointer is indeterminate (C11 6.2.4p2, J.2); gcc places both calls' locals at the same stack address, so its program reaches the error
// ub-inputs: none
// ub-check: none (no gcc sanitizer checks the use of a dangling pointer's value in an equality; ASan's stack-use-after-return is off by default)
void reach_error(void) {}
int *where(void) {
  int local = 0;
  int *p = &local;
  return p;
}
int main(void) {
  int *a = where();
  int *b = where();
  if (a == b) // trap: equal under gcc, unequal under an allocator that never reuses
    reach_error();
  return 0;
}
