// a difference of two negative ints never overflows, even at INT_MIN
// expect: FALSE
// inputs: -1,-2147483648
// why: for a < 0 and b < 0, a - b lies in (INT_MIN, INT_MAX]; -1 - INT_MIN == INT_MAX is defined and reaches the error (an overflow check on the signs that took operands of one sign for overflow would call it UB)
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a < 0 && b < 0);
  int d = a - b;
  if (d == 2147483647)
    reach_error();
  return 0;
}
