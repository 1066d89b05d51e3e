// A pointer advanced by the first loop to the end of the block; the second loop walks back
// from it: in bounds as long as it stops at the block's start.
// property: valid-memsafety
// expect: TRUE
// decided-by:
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
  while (p != a) { p--; *p = 0; }
  free(a);
  return 0;
}
