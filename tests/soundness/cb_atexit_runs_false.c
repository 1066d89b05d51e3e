// an atexit handler runs when main returns: the handler reaches the error (the harness cannot replay it)
// expect: FALSE
// replay: no
// why: returning from main calls exit, which calls the registered handler (C11 7.22.4.4p3 and 5.1.2.2.3), so on input 1 late() sees flag == 1 and reaches the error; tests/harness/harness.c ends the process with _exit after main returns (its own exit never runs the handlers), so no input vector shows it
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int atexit(void (*)(void));
static int flag;
static void late(void) {
  if (flag == 1) // trap: runs after main has returned
    reach_error();
}
int main(void) {
  atexit(late);
  flag = __VERIFIER_nondet_int();
  return 0;
}
