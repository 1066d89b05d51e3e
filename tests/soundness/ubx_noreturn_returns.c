// a _Noreturn function that returns: undefined, and the code after its call is reached only that way
// expect: UB
// why: on x == 5 stop() returns, and a function declared _Noreturn that returns to its caller is undefined (C11 6.7.4p8); every other input ends in abort()
// ub-check: none (no gcc sanitizer checks the return of a _Noreturn function; gcc drops the code after the call)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void abort(void);
_Noreturn void stop(int x) {
  if (x == 5)
    return; // trap: a _Noreturn function returning
  abort();
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  stop(x);
  reach_error();
  return 0;
}
