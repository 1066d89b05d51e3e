// normalises a nonzero 2-D integer vector with hypot() from <math.h> and checks the unit length and the direction (floating point)
// expect: TRUE
// why: hypot is accurate to about an ulp and the two divisions add an ulp each, so x^2 + y^2 of the normalised vector is within ~1e-15 of 1, well inside 1e-9; division keeps the signs of the components
#include <stdio.h>
#include <math.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -100 && x <= 100 && y >= -100 && y <= 100);
  __VERIFIER_assume(x != 0 || y != 0);
  double len = hypot((double)x, (double)y);
  double ux = x / len, uy = y / len;
  if (!(fabs(ux * ux + uy * uy - 1.0) < 1e-9))
    reach_error();
  if (!((ux > 0) == (x > 0) && (uy < 0) == (y < 0)))
    reach_error();
  printf("(%.4f, %.4f)\n", ux, uy);
  return 0;
}
