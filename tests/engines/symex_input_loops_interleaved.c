// Two loops that read input to decide whether to go on: the error needs each to stop after
// one iteration. Depth first takes the "go on" branch first and never returns from the first
// loop; verify's interleaved search (depth first and random path in turn) reaches it.
// expect: FALSE
// symex: FALSE
// symex-timeout: 20
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned long);
void reach_error(void) {}
struct node {
  int data;
  struct node *next;
};
int main(void) {
  struct node *list = 0;
  int n = 0, m = 0;
  do {
    struct node *x = malloc(sizeof *x);
    x->data = __VERIFIER_nondet_int();
    x->next = list;
    list = x;
    n++;
  } while (__VERIFIER_nondet_int());
  do {
    m++;
  } while (__VERIFIER_nondet_int());
  if (n == 1 && m == 1 && list->data == 42)
    reach_error();
  return 0;
}
