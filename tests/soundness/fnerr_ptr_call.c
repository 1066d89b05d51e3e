// the program's own reach_error, with an empty body, called through a function pointer is still the error
// expect: FALSE
// inputs: 1
// why: f points to reach_error and the call f() on x != 0 is a call of reach_error (C11 6.5.2.2): the error is reached whatever reach_error's body is, directly or not
extern int __VERIFIER_nondet_int(void);
void reach_error() {}
int main(void) {
  void (*f)(void) = reach_error; // trap: no direct call anywhere
  int x = __VERIFIER_nondet_int();
  if (x)
    f();
  return 0;
}
