// At the end a block is reachable only through a global list: tracked (valid-memsafety holds).
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
struct n { int v; struct n *next; };
struct n *list;
int main(void) {
  for (int i = 0; i < 3; i++) { struct n *x = malloc(sizeof *x); x->v = i; x->next = list; list = x; }
  return 0;
}
