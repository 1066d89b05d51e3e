// a two-dimensional array copied in a nested loop, which the cells' Houdini does not try (it
// takes loops with no loop inside): no wrong TRUE, and the base case reaches the error
// after the 10 000 copies
// expect: FALSE
// kind: FALSE
// kind-timeout: 60
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a[100][100], b[100][100];
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 100; j++) { a[i][j] = __VERIFIER_nondet_int(); b[i][j] = a[i][j]; }
  b[99][99] = a[99][99] + 1;
  for (int x = 0; x < 100; x++) __VERIFIER_assert(a[x][99] == b[x][99]);
  return 0;
}
