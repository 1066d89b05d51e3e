// a sum of ints of different signs never overflows, even at both extremes
// expect: FALSE
// inputs: 2147483647,-2147483648
// why: INT_MAX + INT_MIN == -1 is defined; only operands of one sign can overflow, so the error is reached without undefined behaviour
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a > 0 && b < 0);
  int s = a + b;
  if (s == -1 && a == 2147483647 && b == -2147483648)
    reach_error();
  return 0;
}
