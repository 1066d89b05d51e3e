// a comparator that answers "greater" for every pair is not a total order: qsort's behaviour is undefined
// expect: UB
// bmc-timeout: 5
// kind-timeout: 5
// why: C11 7.22.5p4 requires the comparison results to be consistent, defining a total ordering; on mode == 1 cmp(x, y) and cmp(y, x) are both positive, so the call of qsort is undefined (a "shall" outside a constraint, C11 4p2); glibc 2.36's merge sort still returns a permutation, so no run reaches the error; on mode == 0 the comparator is a correct ascending one
// ub-check: none (no sanitizer checks the consistency of a comparator)
// cegar-timeout: 3
// effigy-gap: an inconsistent qsort comparison (C11 7.22.5p4) is not detected: the model sorts as glibc's does
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int mode;
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  if (mode == 1)
    return 1; // trap: inconsistent: every element is greater than every other
  return (x > y) - (x < y);
}
int main(void) {
  int v[4] = { 3, 1, 4, 2 };
  mode = __VERIFIER_nondet_int();
  qsort(v, 4, sizeof v[0], cmp);
  if (v[0] + v[1] + v[2] + v[3] != 10 || v[0] * v[1] * v[2] * v[3] != 24)
    reach_error();
  return 0;
}
