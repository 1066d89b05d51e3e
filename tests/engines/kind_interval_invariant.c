// a filter whose output is checked only after the loop: k-induction's step, from an arbitrary
// state at the head, needs bounds of y and z that no unwinding gives and Spacer (over
// integers) does not find; the intervals find them (widening y to the program's constant 2),
// but stop at the pointer arithmetic after the loop; their bounds at the head, checked
// bit-precisely by Houdini, make the step hold
// expect: TRUE
// absint: UNKNOWN
// kind: TRUE
// auto: TRUE
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[2] = {0, 0};
  int *p = a;
  double y = 0.0, z = 0.0;
  while (__VERIFIER_nondet_int()) {
    double x = __VERIFIER_nondet_double();
    if (!(x >= -1.0 && x <= 1.0))
      return 0;
    y = 0.5 * y + x;
    z = y * 2.0;
  }
  if (!(z >= -10.0 && z <= 10.0))
    reach_error();
  return *(p + 1);
}
