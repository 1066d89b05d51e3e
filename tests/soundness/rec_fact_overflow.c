// recursive factorial one step too far: 13! overflows int
// expect: UB
// bmc-timeout: 5
// cegar-timeout: 5
// kind-timeout: 5
// why: for n == 13, 13 * fact(12) == 6227020800 exceeds INT_MAX: signed overflow; with wrap-around the result 1932053504 would still be positive and the error look unreachable
// ub-inputs: 13
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1); // trap: overflows for n == 13
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 13);
  if (fact(n) <= 0)
    reach_error();
  return 0;
}
