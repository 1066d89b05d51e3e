// args: --property valid-memsafety
// A memory-safety violation: the trace ends with the faulting operation.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i <= n; i++) a[i] = i;
  free(a);
  return 0;
}
