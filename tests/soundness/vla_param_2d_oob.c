// indexing a 2-D variable-length array parameter past the caller's array
// expect: UB
// why: with n = 2 rows of m = 3 passed for a 2x3 array, a[i][j] with i = 2 addresses element 6, one past the caller's 6 ints: an out-of-bounds read for the input 2
// ub-inputs: 2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int get(int n, int m, int a[n][m], int i, int j) { return a[i][j]; }
int main(void) {
  int g[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2)
    return 0;
  if (get(2, 3, g, i, 0) == 100) // trap: row 2 does not exist
    reach_error();
  return 0;
}
