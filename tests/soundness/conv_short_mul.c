// short operands promote to int: the product is exact, no 16-bit wrap-around
// expect: TRUE
// why: a and b are promoted to int, |a * b| <= 32768 * 32768 == 2^30 fits in int, so the product is exact: 300 * 300 == 90000 and no product exceeds 2^30
// probe: 300,300
// probe: -32768,-32768
// cegar-timeout: 5
extern short __VERIFIER_nondet_short(void);
void reach_error(void) {}
int main(void) {
  short a = __VERIFIER_nondet_short();
  short b = __VERIFIER_nondet_short();
  int r = a * b; // trap: not computed in 16 bits
  if (a == 300 && b == 300 && r != 90000)
    reach_error();
  if (r > 1073741824)
    reach_error();
  return 0;
}
