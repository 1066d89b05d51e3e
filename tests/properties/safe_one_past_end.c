// A pointer one past the end is computed and compared, never dereferenced; everything freed.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 5) return 0;
  int *p = malloc(n * sizeof(int));
  int s = 0;
  for (int *q = p; q != p + n; q++) *q = 1;
  for (int *q = p; q < p + n; q++) s += *q;
  free(p);
  return s;
}
