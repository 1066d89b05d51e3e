// a dangling pointer read from an array at an input index, compared with a new block
// expect: UB
// why: for i = 0, arr[0] is p, freed before q = malloc(4) reuses its chunk: the comparison uses an indeterminate pointer value (C11 6.2.4p2, J.2) and gcc's program reaches the error; the engine cannot tell which object arr[i] points to without resolving the symbolic index
// ub-inputs: 0
// ub-check: none (no gcc sanitizer checks the use of a dangling pointer's value in an equality)
// symex: UNKNOWN
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 1)
    return 0;
  int *arr[2];
  int *p = malloc(4), *r = malloc(4);
  arr[0] = p;
  arr[1] = r;
  free(p);
  int *q = malloc(4);
  if (arr[i] == q) // trap: arr[i] may be the dead p
    reach_error();
  return 0;
}
