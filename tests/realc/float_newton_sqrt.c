// square root by Newton's iteration in double for an integer in [1, 10000], compared with sqrt() from <math.h> (floating point)
// expect: TRUE
// why: starting from x >= sqrt(x), Newton's iteration for sqrt decreases monotonically and converges quadratically; 30 iterations reach sqrt(x) to within a few ulps, far below the 1e-9 relative tolerance
#include <stdio.h>
#include <math.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static double newton_sqrt(double x) {
  double r = x;
  for (int i = 0; i < 30; i++)
    r = 0.5 * (r + x / r);
  return r;
}

int main(void) {
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 1 && v <= 10000);
  double x = (double)v;
  double r = newton_sqrt(x);
  if (!(fabs(r - sqrt(x)) <= 1e-9 * sqrt(x)))
    reach_error();
  printf("sqrt(%d) = %.6f\n", v, r);
  return 0;
}
