// realloc may move the block: the program uses only the pointer realloc returns.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = 1; p[1] = 2;
  int *q = realloc(p, 8 * sizeof(int));
  if (!q) { free(p); return 1; }
  q[7] = q[0] + q[1];
  int r = q[7];
  free(q);
  return r == 3 ? 0 : 1;
}
