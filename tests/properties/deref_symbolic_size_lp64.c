// One past the end of a block whose size is an input, on LP64 (the size kept small enough for
// the sanitizer's allocator, which refuses what x86-64 could not map).
// property: valid-memsafety
// data-model: LP64
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 2 || n > 4096)
    return 0;
  char *p = malloc(n);
  if (!p)
    return 0;
  p[n] = 1;
  free(p);
  return 0;
}
