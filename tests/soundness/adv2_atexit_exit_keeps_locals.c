// exit() called inside main runs the handlers while main's locals are still alive: the handler may read them
// expect: FALSE
// inputs: 7
// why: unlike a return from main, a call of exit does not end main's activation before the atexit handlers run (C11 7.22.4.4p3 and footnote 11 of 5.1.2.2.3), so reading x through gp is defined; on input 7 the handler sees 7 and reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int atexit(void (*)(void));
void exit(int);
static int *gp;
static void late(void) {
  if (*gp == 7) // trap: x is alive: exit does not return from main
    reach_error();
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  gp = &x;
  atexit(late);
  exit(0);
}
