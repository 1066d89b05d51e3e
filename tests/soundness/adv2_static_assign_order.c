// in a[i = next()] = next() * 10 gcc calls the right operand's next() first: the store goes to a[2] with the value 10
// expect: FALSE
// inputs: 1
// why: the evaluations of the left and right operands of = are unsequenced (C11 6.5.16p3), but the two calls are indeterminately sequenced and the right operand never reads i, so there is no undefined behaviour and either order is allowed; gcc -m32 -O0 evaluates the right operand next() * 10 first (10), then i = next() == 2, and stores a[2] = 10 (for a plain a[i = next()] = next() it happens to evaluate the left operand first)
// effigy-gap: the left operand of an assignment is evaluated first; gcc evaluates a[f()] = g() right first (C leaves the order unspecified)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int next(void) {
  static int counter; // shared by both calls
  return ++counter;
}
int main(void) {
  int a[3] = { 0, 0, 0 };
  int i = 0;
  int k = __VERIFIER_nondet_int();
  a[i = next()] = next() * 10; // trap: gcc's order is right operand first
  if (k == 1 && i == 2 && a[2] == 10)
    reach_error();
  return 0;
}
