// ub: out-of-bounds access
// run: inputs=4 outcome=undefined
// Writing one element past a malloc'ed array of 4 ints (the index 4 passes an off-by-one check).
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned long);
extern void free(void *);
int main(void) {
  int *p = malloc(4 * sizeof(int));
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) n = 0;
  for (int i = 0; i < 4; i++) p[i] = i;
  p[n] = 7;
  int r = p[0];
  free(p);
  return r;
}
