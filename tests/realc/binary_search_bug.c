// binary search with the loop condition lo < hi on the closed interval [0, n-1]: a one-element range is never examined
// expect: FALSE
// inputs: 1,7,7
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 8

static int binary_search(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo < hi) { /* bug: should be lo <= hi */
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void) {
  int a[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= MAX);
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= -100 && v <= 100);
  a[0] = v;
  for (int i = 1; i < n; i++) {
    int step = __VERIFIER_nondet_int();
    __VERIFIER_assume(step >= 1 && step <= 5);
    a[i] = a[i - 1] + step;
  }
  int key = __VERIFIER_nondet_int();
  __VERIFIER_assume(key >= -200 && key <= 200);
  int present = 0;
  for (int i = 0; i < n; i++)
    if (a[i] == key)
      present = 1;
  int idx = binary_search(a, n, key);
  if (present && idx < 0)
    reach_error();
  printf("%d\n", idx);
  return 0;
}
