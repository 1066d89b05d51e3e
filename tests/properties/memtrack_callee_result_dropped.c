// A function returns a fresh block and its caller drops the result.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
static int *fresh(int v) { int *p = malloc(sizeof(int)); *p = v; return p; }
int main(void) {
  int *keep = fresh(1);
  fresh(2);
  free(keep);
  return 0;
}
