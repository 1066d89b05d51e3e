// zero minus INT_MIN is the one difference from zero that overflows
// expect: UB
// why: 0 - INT_MIN == INT_MAX + 1: undefined; operands of different signs whose wrapped difference has the subtrahend's sign
// ub-inputs: 0,-2147483648
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 1);
  int d = a - b; // trap: a == 0, b == INT_MIN (and a == 1, b == INT_MIN)
  if (d < 0 && b < 0)
    reach_error();
  return 0;
}
