// Every block is freed before main returns, on every path.
// property: valid-memcleanup
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  int *a[4];
  for (int i = 0; i < n; i++) a[i] = malloc(sizeof(int));
  for (int i = n - 1; i >= 0; i--) free(a[i]);
  return 0;
}
