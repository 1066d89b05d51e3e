// longjmp from a function two calls deep returns to setjmp with the value passed
// expect: FALSE
// inputs: 3
// why: longjmp(env, x) from inner() unwinds inner and outer and makes setjmp return x (C11 7.13.2.1p3); the code after the call in outer never runs, so after is still 0; on input 3 the switch takes case 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
static int after;
static void inner(int x) { longjmp(env, x); }
static void outer(int x) { inner(x); after = 1; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  switch (setjmp(env)) { // setjmp only in a context C11 7.13.1.1p4 allows
  case 0:
    outer(x);
    return 0;
  case 3:
    if (after == 0) // trap: reached only through the longjmp
      reach_error();
    break;
  }
  return 0;
}
