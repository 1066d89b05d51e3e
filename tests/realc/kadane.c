// maximum subarray sum: Kadane's linear algorithm against the quadratic brute force over up to 6 values in [-50,50]
// expect: TRUE
// why: Kadane keeps best_ending_here = the largest sum of a non-empty subarray ending at i, so its maximum over i is the largest non-empty subarray sum, which the brute force computes directly; |sums| <= 300
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 6

static int kadane(const int *a, int n) {
  int best = a[0], here = a[0];
  for (int i = 1; i < n; i++) {
    here = here + a[i] > a[i] ? here + a[i] : a[i];
    if (here > best)
      best = here;
  }
  return best;
}

static int brute(const int *a, int n) {
  int best = a[0];
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int j = i; j < n; j++) {
      s += a[j];
      if (s > best)
        best = s;
    }
  }
  return best;
}

int main(void) {
  int a[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= MAX);
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= -50 && a[i] <= 50);
  }
  int k = kadane(a, n), b = brute(a, n);
  if (!(k == b))
    reach_error();
  printf("%d\n", k);
  return 0;
}
