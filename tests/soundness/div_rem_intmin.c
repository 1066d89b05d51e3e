// INT_MIN % -1 is undefined too, although the mathematical remainder is 0
// expect: UB
// why: C11 6.5.5p6: if x / y is not representable, the behaviour of both x / y and x % y is undefined; for x == INT_MIN and y == -1 the remainder operation is undefined (x86 idiv traps)
// ub-inputs: -2147483648,-1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y == 0)
    return 0;
  int r = x % y; // trap: "r is 0" is not the answer for INT_MIN % -1
  if (y == -1 && r != 0)
    reach_error();
  return 0;
}
