// exit() on one path leaves the block allocated.
// property: valid-memcleanup
// expect: FALSE(valid-memcleanup)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char *p = malloc(10);
  p[0] = 0;
  if (__VERIFIER_nondet_int() == 3) exit(2);
  free(p);
  return 0;
}
