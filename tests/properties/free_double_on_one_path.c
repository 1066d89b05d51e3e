// The block is freed twice on the path where the input is 7.
// property: valid-memsafety
// expect: FALSE(valid-free)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof(int));
  int x = __VERIFIER_nondet_int();
  *p = x;
  if (x == 7) free(p);
  free(p);
  return 0;
}
