// malloc never fails here, but the program walks past the end of its list to a null pointer.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
struct node { int v; struct node *next; };
extern int __VERIFIER_nondet_int(void);
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 3; i++) { struct node *n = malloc(sizeof *n); n->v = i; n->next = head; head = n; }
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) k = 0;
  struct node *c = head;
  for (int i = 0; i < k; i++) c = c->next;
  int v = c->v;
  while (head) { struct node *n = head->next; free(head); head = n; }
  return v;
}
