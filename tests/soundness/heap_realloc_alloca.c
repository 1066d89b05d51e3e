// realloc of a block from alloca
// expect: UB
// why: realloc needs a pointer returned by malloc, calloc or realloc (C11 7.22.3.5p3); an alloca block is none of them, and glibc aborts ("realloc(): invalid pointer")
// ub-inputs: none
// ub-check: none (ASan reports it, but the harness' plain build aborts inside glibc first)
extern void *realloc(void *, unsigned int);
void reach_error(void) {}
int main(void) {
  char *p = __builtin_alloca(8);
  p[0] = 3;
  char *q = realloc(p, 16); // trap: not a heap block
  if (q && q[0] == 3)
    reach_error();
  return 0;
}
