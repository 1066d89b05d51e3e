// INT_MIN / -1 overflows: the quotient 2^31 is not representable
// expect: UB
// why: for x == INT_MIN and y == -1 the quotient 2147483648 is not representable in int: undefined (gcc's program traps with SIGFPE on x86)
// ub-inputs: -2147483648,-1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y == 0)
    return 0;
  int q = x / y; // trap: y != 0 is not enough
  if (y == -1 && x < 0 && q < 0) // only the wrapped quotient of INT_MIN / -1 is negative
    reach_error();
  return q;
}
