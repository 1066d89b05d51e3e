// doubly recursive Fibonacci: fib(10) == 55
// expect: FALSE
// bmc-timeout: 5
// kind-timeout: 5
// inputs: 10
// why: fib(10) == 55
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2); // trap: two recursive calls per level
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 15);
  if (fib(n) == 55)
    reach_error();
  return 0;
}
