// generic bubble sort taking a comparator callback; the comparator returns *a > *b (0 or 1) instead of a negative/zero/positive value, so the sort's "cmp < 0" test never fires
// expect: FALSE
// inputs: 2,2,1
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

typedef int (*cmp_fn)(const int *, const int *);

static int cmp_int(const int *a, const int *b) {
  return *a > *b; /* bug: should be (*a > *b) - (*a < *b) */
}

static void sort(int *a, int n, cmp_fn cmp) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j + 1 < n - i; j++)
      if (cmp(&a[j + 1], &a[j]) < 0) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
      }
}

int main(void) {
  int a[5];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  for (int i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  sort(a, n, cmp_int);
  for (int i = 0; i + 1 < n; i++)
    if (!(a[i] <= a[i + 1]))
      reach_error();
  return 0;
}
