// free(NULL) does nothing, and is valid.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  if (__VERIFIER_nondet_int()) p = malloc(4);
  free(p);
  free(0);
  return 0;
}
