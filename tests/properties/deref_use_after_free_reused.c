// A block is freed and another allocated (gcc's allocator may reuse the address); the old
// pointer is then written through.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  free(p);
  int *q = malloc(sizeof(int));
  *p = 1;
  free(q);
  return 0;
}
