// the bytes realloc adds are indeterminate, even when the old block came from calloc
// expect: FALSE
// replay: no
// cegar-timeout: 3
// why: realloc copies only the old size (C11 7.22.3.5p2: "any bytes in the new object beyond the size of the old object have indeterminate values"); glibc's grown block is not cleared, so q[1] can be anything — no input controls it
extern void *calloc(unsigned int, unsigned int);
extern void *realloc(void *, unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  char *p = calloc(1, 1);
  if (!p)
    return 0;
  char *q = realloc(p, 64);
  if (!q)
    return 0;
  if (q[63] != 0) // trap: not zero by calloc
    reach_error();
  free(q);
  return 0;
}
