// The loop writes one element past a heap block of n ints.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 6) return 0;
  int *p = malloc(n * sizeof(int));
  for (int i = 0; i <= n; i++) p[i] = i;
  free(p);
  return 0;
}
