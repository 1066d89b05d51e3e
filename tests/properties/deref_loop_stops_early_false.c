// The first loop stops early at 10: its exit does not bound n. The second loop writes a[k]
// for 12 <= k <= n: out of bounds at k == n (n >= 12).
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: bmc kind
// timeout: 3
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100) return 0;
  char *a = malloc(n);
  if (!a) return 0;
  int i = 0;
  while (i < n && i < 10) { a[i] = 0; i++; }
  int k = 0;
  while (k <= n) { if (k >= 12) a[k] = 1; k++; }
  free(a);
  return 0;
}
