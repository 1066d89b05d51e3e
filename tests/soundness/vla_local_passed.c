// a local 2-D variable-length array passed whole to a function whose parameter is one
// expect: TRUE
// why: m has n rows of n + 1 ints and decays to a pointer to its first row (C11 6.3.2.1p3); the callee's `int a[r][c]` with c = n + 1 indexes the same layout, so a[r-1][c-1] is m[n-1][n] (n = 1, 2 or 3) = 100*(n-1) + n and the row sum of row 0 is 0+1+...+n = n(n+1)/2
// probe: 1
// probe: 2
// probe: 7
// symex: TRUE
// bmc-timeout: 3
// kind-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int last(int r, int c, int a[r][c]) { return a[r - 1][c - 1]; }
int first_row_sum(int r, int c, int a[r][c]) {
  int s = 0;
  for (int j = 0; j < c; j++)
    s += a[0][j];
  return s;
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  int n = 3; // one concrete size per path (symbolic sizes are checked in vla_param_2d_oob.c)
  if (k == 1)
    n = 1;
  else if (k == 2)
    n = 2;
  int m[n][n + 1];
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      m[i][j] = 100 * i + j;
  if (last(n, n + 1, m) != 100 * (n - 1) + n) // trap: stride n + 1, not n
    reach_error();
  if (first_row_sum(n, n + 1, m) != n * (n + 1) / 2)
    reach_error();
  return 0;
}
