// free of a pointer into the middle of a block.
// property: valid-memsafety
// expect: FALSE(valid-free)
// decided-by: symex bmc
#include <stdlib.h>
int main(void) {
  char *p = malloc(16);
  p += 4;
  *p = 'a';
  free(p);
  return 0;
}
