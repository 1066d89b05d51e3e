// a freed block's address converted to an integer after another block took its place
// expect: UB
// why: after free(p) the value of p is indeterminate (C11 6.2.4p2) and using it is undefined (J.2); converting it to an integer after q = malloc(4) gives glibc's reused address, equal to q's, so gcc's program reaches the error — an engine that keeps a dead block's observed address apart from live ones says TRUE
// ub-inputs: none
// ub-check: none (no gcc sanitizer checks the use of a dangling pointer's value in a conversion)
extern void *malloc(unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int *p = malloc(4);
  free(p);
  int *q = malloc(4);
  unsigned b = (unsigned)q;
  unsigned a = (unsigned)p; // trap: observed after its block died
  if (a == b)
    reach_error();
  free(q);
  return 0;
}
