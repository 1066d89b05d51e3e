// n x n matrices as variable-length arrays (n <= 3): multiplies a matrix by the identity and by a scalar matrix and checks the results
// expect: TRUE
// why: (A*I)[i][j] = sum_k A[i][k]*I[k][j] = A[i][j] and (A*2I)[i][j] = 2*A[i][j]; entries are in [-100,100], so no product or sum overflows
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static void matmul(int n, int a[n][n], int b[n][n], int c[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < n; k++)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  int a[n][n], id[n][n], two[n][n], c[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i][j] = __VERIFIER_nondet_int();
      __VERIFIER_assume(a[i][j] >= -100 && a[i][j] <= 100);
      id[i][j] = i == j;
      two[i][j] = i == j ? 2 : 0;
    }
  matmul(n, a, id, c);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (!(c[i][j] == a[i][j]))
        reach_error();
  matmul(n, a, two, c);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (!(c[i][j] == 2 * a[i][j]))
        reach_error();
  printf("ok (%d x %d)\n", n, n);
  return 0;
}
