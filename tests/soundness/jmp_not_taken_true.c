// setjmp returns 0 on the direct call and 2 after longjmp(env, 2): no other value, at most twice
// expect: TRUE
// why: the direct invocation of setjmp returns 0 (C11 7.13.1.1p3) and longjmp is only called when x == 1 and seen is 1, making setjmp return 2 (7.13.2.1p3) with the volatile seen still 1; setjmp is not a nondeterministic value
// probe: 1
// probe: 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
int main(void) {
  int x = __VERIFIER_nondet_int();
  volatile int seen = 0;
  switch (setjmp(env)) {
  case 0:
    seen++;
    if (x == 1)
      longjmp(env, 2);
    break;
  case 2:
    if (x != 1 || seen != 1)
      reach_error();
    break;
  default: // trap: never returned by this setjmp
    reach_error();
  }
  return 0;
}
