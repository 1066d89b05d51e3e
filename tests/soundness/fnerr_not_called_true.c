// a pointer to reach_error taken, compared and overwritten, but never called
// expect: TRUE
// why: f is reach_error only until it is replaced by nop; reach_error's address is only compared (an address taken is not a call); the call f() always runs nop
// probe: 0
// probe: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int n;
static void nop(void) { n++; }
int main(void) {
  void (*f)(void) = reach_error; // trap: never called through f
  int x = __VERIFIER_nondet_int();
  if (f == reach_error)
    f = nop;
  if (x)
    f();
  if (f == reach_error || n != (x != 0))
    nop();
  return 0;
}
