// fmax and fmin ignore a NaN operand: fmax(NaN, y) is y, not NaN
// expect: TRUE
// cegar-timeout: 3
// why: C11 7.12.12 and F.10.9.2: fmax and fmin treat a NaN argument as missing data, returning the other argument when exactly one is a NaN and a NaN when both are; otherwise they return the larger / smaller value
// probe: 9221120237041090560,4607182418800017408
// probe: 4607182418800017408,9221120237041090560
// probe: 9221120237041090560,9221120237041090560
// probe: 9223372036854775808,0
extern double __VERIFIER_nondet_double(void);
extern double fmax(double, double), fmin(double, double);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  double hi = fmax(x, y), lo = fmin(x, y);
  if (x != x && y == y && (hi != y || lo != y)) // trap: not NaN
    reach_error();
  if (x == x && y != y && (hi != x || lo != x))
    reach_error();
  if (x != x && y != y && hi == hi)
    reach_error();
  if (x == x && y == y && (hi < x || hi < y || lo > x || lo > y))
    reach_error();
  return 0;
}
