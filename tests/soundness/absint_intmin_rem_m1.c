// INT_MIN % -1: mathematically 0, but undefined because INT_MIN / -1 overflows
// expect: UB
// why: C11 6.5.5p6: if the quotient a / b is not representable, the behaviour of both a / b and a % b is undefined; on inputs INT_MIN, -1 the remainder is undefined (x86's idiv traps); no defined execution reaches the error, since |a % b| < |b|
// ub-inputs: -2147483648,-1
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(b >= -2 && b <= -1);
  int r = a % b; // trap: undefined for a == INT_MIN, b == -1
  if (r >= 2 || r <= -2) // |a % b| < |b| <= 2 whenever a % b is defined
    reach_error();
  return 0;
}
