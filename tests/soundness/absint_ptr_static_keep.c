// a static local pointer keeps the address of the first call's local into the second call
// expect: UB
// why: f(1) leaves keep pointing to that call's y, whose lifetime ended at its return; f(0) reads *keep, undefined (C11 6.2.4p2), on every input; ASan (detect_stack_use_after_return) reports it
// ub-inputs: none
void reach_error(void) {}
int f(int first) {
  int y = first ? 1 : 2;
  static int *keep;
  if (first) {
    keep = &y;
    return 0;
  }
  return *keep; // trap: the previous activation's y
}
int main(void) {
  f(1);
  if (f(0) == 2)
    reach_error();
  return 0;
}
