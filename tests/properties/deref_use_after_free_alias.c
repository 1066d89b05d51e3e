// A read through an alias of a block freed through the other pointer.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(2 * sizeof(int));
  int *q = p + 1;
  p[0] = 1; p[1] = 2;
  if (__VERIFIER_nondet_int()) free(p);
  else { int r = *q; free(p); return r; }
  return *q;
}
