// A block whose size is an input of up to 2^40 bytes on LP64: x86-64's user address space
// (2^47 bytes) holds it, so its accesses are checked against its size, not refused as a size
// that may exceed what effigy reserves.
// property: valid-memsafety
// data-model: LP64
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 2 || n > (1UL << 40))
    return 0;
  char *p = malloc(n);
  if (!p)
    return 0;
  p[n - 1] = 1;
  p[0] = 2;
  char c = p[n - 1];
  free(p);
  return c;
}
