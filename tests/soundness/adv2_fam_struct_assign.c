// assigning a struct with a flexible array member copies only the fixed part: the elements of d stay as they were
// expect: TRUE
// why: the flexible array member is ignored by struct assignment, which copies sizeof(struct F) bytes (C11 6.7.2.1p18 and example p25), so after *p = *q p->n is 2 but p->d[0] is still 10, whatever q->d[0] holds
// probe: 5
// probe: 10
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
void reach_error(void) {}
struct F { int n; int d[]; };
int main(void) {
  struct F *p = malloc(sizeof(struct F) + 2 * sizeof(int));
  struct F *q = malloc(sizeof(struct F) + 2 * sizeof(int));
  p->n = 1; p->d[0] = 10; p->d[1] = 11;
  q->n = 2; q->d[0] = __VERIFIER_nondet_int(); q->d[1] = 21;
  *p = *q; // trap: d is not copied
  if (p->n != 2 || p->d[0] != 10 || p->d[1] != 11)
    reach_error();
  return 0;
}
