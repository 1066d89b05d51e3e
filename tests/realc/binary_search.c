// binary search in a sorted array built from inputs; checks it agrees with a linear search
// expect: TRUE
// why: the invariant "key, if present, is in a[lo..hi]" holds (a is non-decreasing), the interval shrinks each step, and a hit returns an index with a[mid] == key; mid = lo + (hi - lo) / 2 stays within [lo, hi]
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 8

static int binary_search(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
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

static int linear_search(const int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    if (a[i] == key)
      return i;
  return -1;
}

int main(void) {
  int a[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= MAX);
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= -100 && v <= 100);
  for (int i = 0; i < n; i++) {
    int step = __VERIFIER_nondet_int();
    __VERIFIER_assume(step >= 0 && step <= 5);
    v += step;
    a[i] = v;
  }
  int key = __VERIFIER_nondet_int();
  __VERIFIER_assume(key >= -200 && key <= 200);
  int idx = binary_search(a, n, key);
  int lin = linear_search(a, n, key);
  if (idx >= 0 && !(a[idx] == key))
    reach_error();
  if ((idx >= 0) != (lin >= 0))
    reach_error();
  printf("%d\n", idx);
  return 0;
}
