// a flexible array member: sizeof the struct leaves it out, and malloc'd room beyond the struct holds its elements
// expect: FALSE
// cegar-timeout: 5
// inputs: 3,2
// why: sizeof(struct V) == sizeof(int) (C11 6.7.2.1p18), the allocation gives room for n elements of d, so d[k] for k < n is an object; on n == 3, k == 2 the element written as 20 is read back as 20
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
extern void free(void *);
void reach_error(void) {}
struct V { int n; int d[]; };
int main(void) {
  int n = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  if (n < 1 || n > 4 || k < 0 || k >= n)
    return 0;
  struct V *v = malloc(sizeof(struct V) + n * sizeof(int));
  if (!v)
    return 0;
  v->n = n;
  for (int i = 0; i < n; i++)
    v->d[i] = 10 * i;
  if (sizeof(struct V) == 4 && v->d[k] == 20 && v->n == 3) // trap: d is inside the allocation
    reach_error();
  free(v);
  return 0;
}
