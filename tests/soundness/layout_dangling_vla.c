// a returned call's variable-length array compared with the next call's
// expect: UB
// why: a VLA lives until its block ends (C11 6.2.4p7), so after f returns g is indeterminate; gcc places the second call's VLA where the first was and its program reaches the error
// ub-inputs: none
// ub-check: none (no gcc sanitizer checks the use of a dangling pointer's value in an equality)
void reach_error(void) {}
int *g;
void f(int n, int m) {
  int a[n];
  a[0] = 0;
  if (!m) {
    g = a;
    return;
  }
  if (g == a) // trap: a VLA dies with its activation
    reach_error();
}
int main(void) {
  f(2, 0);
  f(2, 1);
  return 0;
}
