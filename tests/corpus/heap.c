// covers: malloc and calloc of arrays and structs, free, linked list
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 0
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 30
// run: inputs=5 outcome=return 30
// run: inputs=-4 outcome=return 14
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned long);
extern void *calloc(unsigned long, unsigned long);
extern void free(void *);
struct node { int v; struct node *next; };
int main(void) {
  int n = __VERIFIER_nondet_int() % 6;
  if (n < 0) n = -n;
  struct node *head = 0;
  for (int i = 0; i < n; i++) {
    struct node *e = malloc(sizeof *e);
    e->v = i * i; e->next = head; head = e;
  }
  int *zeros = calloc(4, sizeof(int));
  int s = zeros[3];
  while (head) { struct node *d = head; s += head->v; head = head->next; free(d); }
  free(zeros);
  return s;
}
