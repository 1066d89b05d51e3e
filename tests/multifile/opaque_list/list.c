#include <stdlib.h>
#include "list.h"
struct node { int v; struct node *next; };
void push(struct list *l, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->v = v; n->next = l->head; l->head = n; l->size++;
}
int first(struct list *l) { return l->head->v; }
