// exit() in a callee while main's local still points to the block: tracked at exit.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static void check(int v) { if (v < 0) exit(1); }
int main(void) {
  int *p = malloc(sizeof(int));
  *p = __VERIFIER_nondet_int();
  check(*p);
  free(p);
  return 0;
}
