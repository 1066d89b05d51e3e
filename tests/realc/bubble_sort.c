// bubble sort of up to 6 integers read as inputs; checks that the result is sorted and the sum is kept
// expect: TRUE
// why: pass i bubbles the largest of a[0..n-1-i] to position n-1-i, so after the passes a[i] <= a[i+1]; swaps only permute the elements, so the sum is unchanged (values are bounded, the sum cannot overflow)
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 6

static void bubble_sort(int *a, int n) {
  for (int i = 0; i < n - 1; i++) {
    int swapped = 0;
    for (int j = 0; j < n - 1 - i; j++) {
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
        swapped = 1;
      }
    }
    if (!swapped)
      break;
  }
}

int main(void) {
  int a[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= MAX);
  int sum = 0;
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] > -10000 && a[i] < 10000);
    sum += a[i];
  }
  bubble_sort(a, n);
  int after = 0;
  for (int i = 0; i < n; i++) {
    after += a[i];
    if (i + 1 < n && !(a[i] <= a[i + 1]))
      reach_error();
  }
  if (!(sum == after))
    reach_error();
  for (int i = 0; i < n; i++)
    printf("%d ", a[i]);
  printf("\n");
  return 0;
}
