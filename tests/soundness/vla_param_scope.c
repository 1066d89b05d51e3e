// a VLA parameter's size refers to what is in scope where it is declared, not to a later parameter
// expect: FALSE
// inputs: none
// why: in `int a[n][m], int m` the m of the declarator is the global m = 2 (the parameter m is declared after it, C11 6.2.1p7), so a[1][0] is x[1][0] = 3 and the error is reached; a stride of 5 would read past x
void reach_error(void) {}
int m = 2;
int g(int n, int a[n][m], int m) { return a[1][0] + 0 * m; }
int main(void) {
  int x[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  if (g(3, x, 5) == 3) // trap: stride 2, the global's
    reach_error();
  return 0;
}
