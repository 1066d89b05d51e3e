// goto * with the address of a label of another function is undefined (gcc: "totally unpredictable things happen")
// expect: UB
// why: a label address may only be used to jump within the function that contains the label (gcc manual, "Labels as Values"); on x == 1 main jumps to where()'s label L, outside main's body
// ub-check: none (no sanitizer checks computed goto targets; gcc's program jumps into the middle of where's code)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static void *where(void) {
  return &&L;
L:
  return 0;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  void *p = where();
  if (x == 1)
    goto *p; // trap: another function's label
  return 0;
L:
  reach_error();
  return 1;
}
