// longjmp(env, 0) makes setjmp return 1, and the code after a longjmp never runs
// expect: TRUE
// why: C11 7.13.2.1p4: longjmp with 0 makes setjmp return 1, so after jump(0) the switch takes case 1 (never case 0 again); longjmp does not return, so the reach_error after it in jump() is dead; count is static, 1 at the second return
// probe: 0
// probe: 1
// probe: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
static int count;
static void jump(int v) {
  longjmp(env, v);
  reach_error(); // trap: unreachable
}
int main(void) {
  int v = __VERIFIER_nondet_int();
  switch (setjmp(env)) {
  case 0:
    if (count++ != 0) // trap: a second return of 0 would loop
      reach_error();
    jump(v);
  case 1:
    if (v != 0 && v != 1)
      reach_error();
    break;
  case 5:
    if (v != 5)
      reach_error();
    break;
  default:
    if (v == 0 || v == 1 || v == 5)
      reach_error();
  }
  return count == 1 ? 0 : (reach_error(), 1);
}
