// A linked list on the heap; the sum of two nodes reaches the error for one input.
// verdict: FALSE
// cegar: FALSE
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
void reach_error(void) {}
struct node { int v; struct node *next; };
int main(void) {
  struct node *a = malloc(sizeof(struct node));
  struct node *b = malloc(sizeof(struct node));
  a->v = __VERIFIER_nondet_int();
  a->next = b;
  b->v = 10;
  b->next = 0;
  int s = 0;
  for (struct node *p = a; p; p = p->next) s += p->v;
  if (s == 42) reach_error();
  return s;
}
