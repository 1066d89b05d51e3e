// covers: arrays passed to functions (decaying to pointers) and written through the parameter, a row of a 2-D array and the address of an element passed as int *, a 2-D array parameter int m[][3], a pointer to an array int (*row)[3] with ++ and subtraction, 3-D array indexing with an input-dependent index
// run: inputs=0 outcome=return 1559547
// run: inputs=7 outcome=return 1701724
// run: inputs=-1 outcome=return 1539236
// run: inputs=42 outcome=return 1992609
extern int __VERIFIER_nondet_int(void);
void fill(int *a, int n, int seed) { for (int i = 0; i < n; i++) a[i] = seed + i * i; }
int trace(int m[][3], int n) { int s = 0; for (int i = 0; i < n && i < 3; i++) s += m[i][i]; return s; }
int rowsum(int (*row)[3]) { return (*row)[0] + (*row)[1] + (*row)[2]; }
int main(void) {
  int x = __VERIFIER_nondet_int() % 100;
  int v[5];
  fill(v, 5, x);
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  fill(m[1], 3, x);
  fill(&m[2][1], 2, 100);
  int (*rp)[3] = m;
  rp++;
  int cube[2][2][3] = {{{1, 2, 3}, {4, 5, 6}}, {{7, 8, 9}, {10, 11, 12}}};
  unsigned k = (unsigned)x % 2u;
  cube[k][1][2] += x;
  int s = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      for (int l = 0; l < 3; l++) s += cube[i][j][l] * (i + 1);
  return v[4] + trace(m, 3) * 10 + rowsum(rp) * 100 + rowsum(m + 2) * 1000 + s * 10000 + (int)(rp - m);
}
