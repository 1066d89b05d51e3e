// The program aborts (SV-COMP's `__VERIFIER_error`, defined by its rules as `abort()`) while a
// block is allocated: valid-memcleanup asks every end of the program, abort included, to have
// freed everything. The allocation calls counted in gcc's build confirm it.
// property: valid-memcleanup
// expect: FALSE(valid-memcleanup)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  *p = __VERIFIER_nondet_int();
  if (*p == 42)
    __VERIFIER_error();
  free(p);
  return 0;
}
