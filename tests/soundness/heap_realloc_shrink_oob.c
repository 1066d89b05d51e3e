// after realloc to a smaller size, the old last element is out of bounds
// expect: UB
// why: the block returned by realloc(p, 4) has 4 bytes, so q[1] is past its end — undefined for every input, whether or not glibc shrank in place
// ub-inputs: none
// cegar-timeout: 3
extern void *malloc(unsigned int);
extern void *realloc(void *, unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int *p = malloc(2 * sizeof(int));
  if (!p)
    return 0;
  p[0] = 1;
  p[1] = 2;
  int *q = realloc(p, sizeof(int));
  if (!q)
    return 0;
  if (q[1] != 2) // trap: out of bounds of the new block
    reach_error();
  free(q);
  return 0;
}
