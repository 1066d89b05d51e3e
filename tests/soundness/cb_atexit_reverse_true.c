// atexit handlers run when main returns, last registered first: second() runs before first()
// expect: TRUE
// why: returning from main is exit(0) (C11 5.1.2.2.3), which calls the handlers in reverse order of registration (7.22.4.4p3): second sets done before first checks it, and main sets armed after registering; the error needs first to run before second
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int atexit(void (*)(void));
static int done, armed;
static void first(void) {
  if (armed && !done) // trap: registration order is not call order
    reach_error();
}
static void second(void) { done = 1; }
int main(void) {
  atexit(first);
  atexit(second);
  armed = __VERIFIER_nondet_int() != 0;
  if (done) // no handler has run yet
    reach_error();
  return 0;
}
