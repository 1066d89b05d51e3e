// memcpy copies one byte more than the source holds, for one input.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char src[8] = "abcdefg";
  char *dst = malloc(16);
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 9) n = 0;
  memcpy(dst, src, n);
  free(dst);
  return 0;
}
