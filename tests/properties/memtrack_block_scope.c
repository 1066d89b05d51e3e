// The block's pointer is a local of a block of main that has ended before main returns.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
int main(void) {
  for (int i = 0; i < 1; i++) { int *p = malloc(8); p[0] = i; }
  return 0;
}
