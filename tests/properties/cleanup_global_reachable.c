// The same program as safe_global_reachable.c, asked for valid-memcleanup: the blocks are still
// allocated when main returns. No sanitizer reports memory still reachable.
// property: valid-memcleanup
// expect: FALSE(valid-memcleanup)
// decided-by: symex bmc
#include <stdlib.h>
struct n { int v; struct n *next; };
struct n *list;
int main(void) {
  for (int i = 0; i < 3; i++) { struct n *x = malloc(sizeof *x); x->v = i; x->next = list; list = x; }
  return 0;
}
