// bsearch on an array that is not partitioned with respect to the key: undefined, although glibc just misses the element
// expect: UB
// why: C11 7.22.5.1p2 requires the array to consist of the elements that compare less than the key, then equal, then greater; {1, 9, 5, 3, 7} with key 5 is not (9 before 5, 3 after it), so on k == 5 the call is undefined; glibc's binary search probes 5 first and finds it, on k == 3 it misses it (no error either way); on k == 8 the array is partitioned (all less but 9) and the result is defined
// ub-check: none (no sanitizer checks bsearch's precondition)
// cegar-timeout: 3
// effigy-gap: bsearch on an array not ordered around the key (C11 7.22.5.1p2) is not detected: the model does what glibc's does
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void *bsearch(const void *, const void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
int main(void) {
  int v[5] = { 1, 9, 5, 3, 7 };
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 10)
    return 0;
  int *p = bsearch(&k, v, 5, sizeof v[0], cmp); // trap: precondition violated for most keys
  if (p && *p != k)
    reach_error();
  return 0;
}
