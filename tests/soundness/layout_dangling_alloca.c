// a returned call's alloca block compared with the next call's
// expect: UB
// why: an alloca block is freed when its function returns, so g is indeterminate after f(0) returns; gcc's second alloca gets the same stack address and its program reaches the error
// ub-inputs: none
// ub-check: none (no gcc sanitizer checks the use of a dangling pointer's value in an equality)
void reach_error(void) {}
int *g;
void f(int m) {
  int *a = __builtin_alloca(8);
  a[0] = 0;
  if (!m) {
    g = a;
    return;
  }
  if (g == a) // trap: alloca memory dies with its activation
    reach_error();
}
int main(void) {
  f(0);
  f(1);
  return 0;
}
