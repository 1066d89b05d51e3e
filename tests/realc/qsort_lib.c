// sorts up to 5 integers with the C library's qsort and a three-way comparator; checks the order
// expect: TRUE
// why: qsort with a consistent comparator ((x > y) - (x < y), which cannot overflow) leaves the array in non-decreasing order
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static int cmp_int(const void *p, const void *q) {
  int x = *(const int *)p, y = *(const int *)q;
  return (x > y) - (x < y);
}

int main(void) {
  int a[5];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  for (int i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  qsort(a, (size_t)n, sizeof a[0], cmp_int);
  for (int i = 0; i + 1 < n; i++)
    if (!(a[i] <= a[i + 1]))
      reach_error();
  return 0;
}
