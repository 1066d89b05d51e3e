// ub: invalid free
// run: inputs=1 outcome=undefined
// free of the address of a local variable instead of the heap block (on a nonzero input).
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned long);
extern void free(void *);
int main(void) {
  int local = 5;
  int *heap = malloc(sizeof(int));
  int *p = __VERIFIER_nondet_int() ? &local : heap;
  free(p);
  return local;
}
