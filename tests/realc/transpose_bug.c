// in-place transpose of an n x n VLA matrix; the inner loop starts at j = 0 instead of j = i + 1, so every pair is swapped twice and the matrix is unchanged
// expect: FALSE
// inputs: 2,1,2,3,4
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static void transpose(int n, int m[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { /* bug: should be j = i + 1 */
      int t = m[i][j];
      m[i][j] = m[j][i];
      m[j][i] = t;
    }
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  int m[n][n], orig[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      m[i][j] = __VERIFIER_nondet_int();
      orig[i][j] = m[i][j];
    }
  transpose(n, m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (!(m[i][j] == orig[j][i]))
        reach_error();
  return 0;
}
