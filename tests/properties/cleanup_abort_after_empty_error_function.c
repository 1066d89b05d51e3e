// SV-COMP's idiom `reach_error(); abort();` with `void reach_error() {}`: under
// valid-memcleanup the call returns and abort() then ends the program with the block still
// allocated: a violation (abort included, as the rules say), confirmed by gcc's build.
// property: valid-memcleanup
// expect: FALSE(valid-memcleanup)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error() {}
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  *p = __VERIFIER_nondet_int();
  if (*p == 42) {
    reach_error();
    abort();
  }
  free(p);
  return 0;
}
