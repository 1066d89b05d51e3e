// A list built in a loop and summed by a callee: heap blocks named after their allocation
// site, a call with its argument and its return value, folded iterations with their last values.
#include <stdlib.h>
struct node { int v; struct node *next; };
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int sum(struct node *l) { int s = 0; while (l) { s += l->v; l = l->next; } return s; }
int main(void) {
  struct node *head = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5) return 0;
  for (int i = 0; i < n; i++) {
    struct node *k = malloc(sizeof *k);
    k->v = i; k->next = head; head = k;
  }
  if (sum(head) == 6) reach_error();
  return 0;
}
