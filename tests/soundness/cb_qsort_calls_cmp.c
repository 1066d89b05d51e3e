// qsort must call the comparison function: a comparator that sees 42 reaches the error
// expect: FALSE
// inputs: 42,1,2
// why: sorting three elements compares every element at least once (C11 7.22.5.2), so the comparator is called with a pointer to the element 42
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *)); // ILP32: size_t is unsigned int
static int cmp(const void *p, const void *q) {
  int a = *(const int *)p, b = *(const int *)q;
  if (a == 42 || b == 42) // trap: only reached through qsort
    reach_error();
  return (a > b) - (a < b);
}
int main(void) {
  int a[3];
  for (int i = 0; i < 3; i++)
    a[i] = __VERIFIER_nondet_int();
  qsort(a, 3, sizeof a[0], cmp);
  return 0;
}
