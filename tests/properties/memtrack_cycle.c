// Two blocks point to each other, and nothing else points to them: both are lost.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
struct n { struct n *next; };
int main(void) {
  struct n *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  a->next = b; b->next = a;
  a = 0; b = 0;
  return 0;
}
