// free of the address of a local variable.
// property: valid-memsafety
// expect: FALSE(valid-free)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 1;
  int *p = __VERIFIER_nondet_int() ? malloc(sizeof(int)) : &x;
  *p = 2;
  free(p);
  return 0;
}
