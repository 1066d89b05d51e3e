// tree recursion: fib(10) == 55
// expect: FALSE
// bmc-timeout: 5
// kind-timeout: 5
// inputs: 10
// why: fib(n) == fib(n - 1) + fib(n - 2) with fib(0) == 0 and fib(1) == 1, so fib(10) == 55 and the error is reached on input 10
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2); // trap: two recursive calls
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 15)
    return 0;
  if (fib(n) == 55)
    reach_error();
  return 0;
}
