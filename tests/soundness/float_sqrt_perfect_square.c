// sqrt is correctly rounded: the square root of a perfect square is exact
// expect: TRUE
// bmc-timeout: 3
// cegar-timeout: 3
// kind-timeout: 3
// symex-timeout: 3
// why: IEEE 754 requires sqrt to be correctly rounded (glibc's is); i * i <= 46340^2 < 2^31 fits in int and is exact in double, and its root i is representable, so sqrt returns exactly i, and i * i in double is exact again
// probe: 46340
// probe: 3
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern double sqrt(double);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 46340);
  double s = sqrt((double)(i * i));
  if (s != (double)i) // trap: sqrt as an approximation (or an uninterpreted function) cannot prove this
    reach_error();
  if (s * s != (double)(i * i))
    reach_error();
  return 0;
}
