// a handler registered by another handler while exit runs is still called, after the one that registered it
// expect: FALSE
// inputs: 2
// why: C11 7.22.4.4p3: the handlers run in reverse order of registration, "except that a function is called after any previously registered functions that had already been called at the time it was registered": outer registers inner while running, inner then runs with state incremented by outer; on input 2 state is 3 in inner
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int atexit(void (*)(void));
static int state;
static void inner(void) {
  if (state == 3) // trap: runs although registered during exit
    reach_error();
}
static void outer(void) {
  state++;
  atexit(inner);
}
int main(void) {
  state = __VERIFIER_nondet_int();
  if (state < 0 || state > 10)
    return 0;
  atexit(outer);
  return 0;
}
