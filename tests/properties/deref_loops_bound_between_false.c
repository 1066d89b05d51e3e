// Two loops over a block of input size; the bound of the second is computed between them
// from the first one's counter, one past the block: the write at a[n] is out of bounds.
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
  while (i < n) { a[i] = 0; i++; }
  int m = i + 1;
  int j = 0;
  while (j < m) { a[j] = 1; j++; }
  free(a);
  return 0;
}
