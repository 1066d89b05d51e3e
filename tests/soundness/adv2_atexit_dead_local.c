// an atexit handler reads main's local through a pointer after main returned: main's locals are dead by then
// expect: UB
// why: returning from main is like calling exit, but the lifetimes of main's automatic objects have ended (C11 5.1.2.2.3 and its footnote 11, 6.2.4p2), so on every input the handler reads x after its lifetime; ASan (detect_stack_use_after_return) reports a stack-use-after-return
// ub-inputs: 5
// effigy-gap: atexit handlers run while main's locals are still alive (its return calls them), so their use after main returns is not detected
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int atexit(void (*)(void));
static int *gp;
static int seen;
static void late(void) {
  seen = *gp; // trap: x is dead after main's return
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  gp = &x;
  atexit(late);
  return 0;
}
