// average of up to 6 bounded integer readings computed in double; checks it lies between the minimum and the maximum (floating point)
// expect: TRUE
// why: the sum of at most 6 ints in [-1000,1000] is exact in double and min*n <= sum <= max*n; sum/n is correctly rounded and min, max are representable, so min <= avg <= max
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 6);
  double sum = 0.0;
  int lo = 1000, hi = -1000;
  for (int i = 0; i < n; i++) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= -1000 && x <= 1000);
    sum += x;
    if (x < lo)
      lo = x;
    if (x > hi)
      hi = x;
  }
  double avg = sum / n;
  if (!(avg >= lo && avg <= hi))
    reach_error();
  printf("average %.3f\n", avg);
  return 0;
}
