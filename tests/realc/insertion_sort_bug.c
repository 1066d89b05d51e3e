// insertion sort of up to 6 integers; the inner loop stops at j > 0 instead of j >= 0, so nothing is ever inserted before a[0]
// expect: FALSE
// inputs: 2,5,3
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 6

static void insertion_sort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int key = a[i];
    int j = i - 1;
    while (j > 0 && a[j] > key) { /* bug: should be j >= 0 */
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}

int main(void) {
  int a[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= MAX);
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= -1000 && a[i] <= 1000);
  }
  insertion_sort(a, n);
  for (int i = 0; i + 1 < n; i++) {
    if (!(a[i] <= a[i + 1]))
      reach_error();
  }
  for (int i = 0; i < n; i++)
    printf("%d%c", a[i], i + 1 < n ? ' ' : '\n');
  return 0;
}
