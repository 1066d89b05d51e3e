// realloc keeps the old contents up to the smaller size and gives room for the new size
// expect: TRUE
// symex: TRUE
// bmc: TRUE
// kind: TRUE
// cegar-timeout: 3
// why: realloc copies min(old, new) bytes (C11 7.22.3.5p2), so p[0..n-1] keep i + 10 and the two new elements hold what was written; realloc cannot fail here in practice, and if it did the program returns
// probe: 1
// probe: 4
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
extern void *realloc(void *, unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4)
    return 0;
  int *p = malloc(n * sizeof(int));
  if (!p)
    return 0;
  for (int i = 0; i < n; i++)
    p[i] = i + 10;
  int *q = realloc(p, (n + 2) * sizeof(int));
  if (!q)
    return 0;
  q[n] = 7;
  q[n + 1] = 8;
  for (int i = 0; i < n; i++)
    if (q[i] != i + 10) // trap: the prefix is copied
      reach_error();
  if (q[n + 1] != 8)
    reach_error();
  free(q);
  return 0;
}
