// Celsius to Fahrenheit and back in double; the forward formula writes 9 / 5, an integer division equal to 1 (floating point)
// expect: FALSE
// inputs: 10
#include <stdio.h>
#include <math.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static double c_to_f(double c) { return c * (9 / 5) + 32.0; /* bug: 9 / 5 == 1 */ }
static double f_to_c(double f) { return (f - 32.0) * 5.0 / 9.0; }

int main(void) {
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= -50 && c <= 50);
  double f = c_to_f((double)c);
  double back = f_to_c(f);
  if (!(fabs(back - c) < 0.01))
    reach_error();
  printf("%d C = %.1f F\n", c, f);
  return 0;
}
