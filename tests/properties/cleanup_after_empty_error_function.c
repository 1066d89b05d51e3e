// SV-COMP's `void reach_error() {}` returns: under valid-memcleanup the program goes on after
// the call, and here frees its block on every path, so the property holds (the call is no
// violation, and the path does not end at it).
// property: valid-memcleanup
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error() {}
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  *p = __VERIFIER_nondet_int();
  if (*p == 42)
    reach_error();
  free(p);
  return 0;
}
