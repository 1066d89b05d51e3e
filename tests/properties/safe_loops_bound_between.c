// Two loops over a block of input size; the bound of the second is the first one's counter,
// copied between them (n at its exit): every access is in bounds. k-induction follows the
// code between the loops from the first loop's head, with what that loop writes arbitrary.
// (valid-deref: a proof by induction does not decide valid-memtrack, which a run that never
// ends could violate.)
// property: valid-deref
// expect: TRUE
// decided-by: kind
// timeout: 3
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000000) return 0;
  int *a = malloc(n * sizeof(int));
  if (!a) return 0;
  int i = 0;
  while (i < n) { a[i] = 0; i++; }
  int m = i;
  int j = 0;
  while (j < m) { a[j] = 1; j++; }
  free(a);
  return 0;
}
