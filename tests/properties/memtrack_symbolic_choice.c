// Which of two blocks is lost depends on the input; on either path one is.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *keep;
int main(void) {
  int *a = malloc(4), *b = malloc(4);
  keep = __VERIFIER_nondet_int() ? a : b;
  a = b = 0;
  return 0;
}
