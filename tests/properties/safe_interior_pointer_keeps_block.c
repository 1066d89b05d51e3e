// Only a pointer into the middle of the block is kept: the block is still tracked, and freed
// through it at the end.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
int main(void) {
  int *p = malloc(4 * sizeof(int));
  int *mid = p + 2;
  p = 0;
  mid[-2] = 1;
  free(mid - 2);
  return 0;
}
