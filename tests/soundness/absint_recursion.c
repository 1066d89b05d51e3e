// a recursive function: the error is reached at depth 5
// expect: FALSE
// inputs: 5
// why: sum(n) recurses n times; sum(5) == 15 and the error is reached on input 5
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int sum(int n) {
  if (n <= 0)
    return 0;
  return n + sum(n - 1); // trap: recursion
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 10);
  if (sum(n) == 15)
    reach_error();
  return 0;
}
