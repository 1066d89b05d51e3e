// As the walk back, but it stops one element too late: *(a - 1) is written.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: bmc kind
// timeout: 3
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000) return 0;
  int *a = malloc(n * sizeof(int));
  if (!a) return 0;
  int *p = a;
  int i = 0;
  while (i < n) { *p = i; p++; i++; }
  while (p >= a) { p--; if (p < a + 2) { *p = 0; } }
  free(a);
  return 0;
}
