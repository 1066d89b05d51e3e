// abs by negation: -INT_MIN overflows
// expect: UB
// why: for x == INT_MIN, -x is 2147483648, not representable in int: undefined
// ub-inputs: -2147483648
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    x = -x; // trap: INT_MIN
  if (x < 0)
    reach_error();
  return 0;
}
