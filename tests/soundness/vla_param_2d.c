// a parameter declared as a 2-D variable-length array is a pointer to rows of m elements
// expect: TRUE
// why: `int a[n][m]` as a parameter has type int (*)[m] (C11 6.7.6.3p7), so a[i][j] is the element i*m + j of the caller's array — here 3x4 filled with 10*i + j — and sizeof a is the size of a pointer; with m read at the call (4) the sum of row 2 is 20+21+22+23 = 86 and a[1][3] = 13 (not a[1][3] of a 4x4 layout)
// probe: 0
// probe: 2
// symex: TRUE
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int row_sum(int n, int m, int a[n][m], int r) {
  if (sizeof(a) != sizeof(int *)) // trap: a pointer, not n*m ints
    reach_error();
  int s = 0;
  for (int j = 0; j < m; j++)
    s += a[r][j]; // trap: the stride is m, evaluated at entry
  return s;
}
int get(int n, int m, int a[n][m], int i, int j) { return a[i][j]; }
int main(void) {
  int g[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      g[i][j] = 10 * i + j;
  int r = __VERIFIER_nondet_int();
  if (r < 0 || r > 2)
    return 0;
  if (row_sum(3, 4, g, r) != 40 * r + 6)
    reach_error();
  if (get(3, 4, g, 1, 3) != 13)
    reach_error();
  return 0;
}
