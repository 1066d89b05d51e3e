// a handler that calls exit while exit is running its handlers: calling exit twice is undefined
// expect: UB
// why: C11 7.22.4.4p2: if a program calls the exit function more than once the behavior is undefined; main's return is a call of exit (5.1.2.2.3), and on n == 7 the handler calls exit again; glibc (and the harness) just run the remaining handlers, first then sees calls == 1 and no run reaches the error
// ub-check: none (no sanitizer checks exit's reentry)
// effigy-gap: exit called from an atexit handler (C11 7.22.4.4p2) is not detected
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int atexit(void (*)(void));
void exit(int);
static int n, calls;
static void first(void) {
  if (n == 7 && calls != 1)
    reach_error();
}
static void second(void) {
  calls++;
  if (n == 7)
    exit(3); // trap: exit inside exit
}
int main(void) {
  n = __VERIFIER_nondet_int();
  atexit(first);
  atexit(second);
  return 0;
}
