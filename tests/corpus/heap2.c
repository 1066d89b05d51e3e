// covers: malloc of an array of row pointers and of each row (a triangular 2-D array: Pascal's triangle), calloc of an array of structs (zero-filled: ints, pointers and chars), pointers into heap objects stored in heap objects, walking a linked chain until a null pointer, a stack on the heap, 1 << k with a bounded k, free of every block
// run: inputs=0,0 outcome=return 100001
// run: inputs=4,181 outcome=return 830514641
// run: inputs=-1,-1 outcome=return 800100001
// run: inputs=2,6 outcome=return 9300121
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned long);
extern void *calloc(unsigned long, unsigned long);
extern void free(void *);
struct item { int key; struct item *link; char used; };
int main(void) {
  unsigned n = (unsigned)__VERIFIER_nondet_int() % 5u + 1u;
  int **rows = malloc(n * sizeof(int *));
  for (unsigned i = 0; i < n; i++) {
    rows[i] = malloc((i + 1) * sizeof(int));
    for (unsigned j = 0; j <= i; j++) rows[i][j] = (j == 0 || j == i) ? 1 : rows[i - 1][j - 1] + rows[i - 1][j];
  }
  int last = 0;
  for (unsigned j = 0; j < n; j++) last = last * 10 + rows[n - 1][j];
  struct item *items = calloc(n, sizeof(struct item));
  int zeros = 0;
  for (unsigned i = 0; i < n; i++) zeros += items[i].key == 0 && items[i].link == 0 && items[i].used == 0;
  for (unsigned i = 1; i < n; i++) { items[i].link = &items[i - 1]; items[i].key = (int)i * 3; }
  int chain = 0;
  for (struct item *p = &items[n - 1]; p; p = p->link) chain += p->key;
  int *stack = malloc(8 * sizeof(int));
  int sp = 0;
  int y = __VERIFIER_nondet_int();
  for (int k = 0; k < 8; k++) { if (y & (1 << k)) stack[sp++] = k; else if (sp > 0) sp--; }
  int top = sp > 0 ? stack[sp - 1] : -1;
  for (unsigned i = 0; i < n; i++) free(rows[i]);
  free(rows);
  free(items);
  free(stack);
  return last + 100000 * zeros + 1000000 * chain + 100000000 * (top + 1);
}
