// The second loop is reached past the first (its counter at n) or around it (the counter at
// 0, minus one): from the way around it, a[-1] is written.
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
  int i = 0;
  if (__VERIFIER_nondet_int()) {
    while (i < n) { a[i] = 2; i++; }
  }
  int j = i - 1;
  while (j >= 0 && j < n) { a[j - (i == 0)] = 1; j--; }
  int z = 0;
  if (i == 0) a[z - 1] = 3;
  free(a);
  return 0;
}
