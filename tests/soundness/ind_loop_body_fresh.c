// a local declared without initialiser in a loop body is indeterminate at each iteration
// expect: FALSE
// replay: no
// why: each iteration of the body is a new lifetime of t (C11 6.2.4p6), so in iteration i > 0 t does not hold i - 1 from the previous iteration but an indeterminate value; gcc's stack slot usually keeps i - 1, so no input reproduces it
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 1 && n < 5);
  for (int i = 0; i < n; i++) {
    int t; // trap: not carried over between iterations
    (void)&t; // address taken: reading t is indeterminate, not UB (C11 6.3.2.1p2)
    if (i > 0 && t != i - 1)
      reach_error();
    t = i;
  }
  return 0;
}
