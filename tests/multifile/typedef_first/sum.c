#include "node.h"
int sum(node_t *n) { struct node *m = n; int s = 0; node_t x; for (; m; m = m->next) { x = *m; s += x.v; } return s; }
