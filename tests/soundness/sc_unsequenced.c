// i++ + i: a modification and a read of i without a sequence point between them
// expect: UB
// effigy-gap: effigy evaluates operands left to right and does not detect unsequenced side effects
// why: in i++ + i the side effect on i is unsequenced relative to the other read of i (C11 6.5p2): undefined on every input, whatever gcc evaluates first
// ub-inputs: 1
// ub-check: none (no gcc sanitizer checks unsequenced accesses; gcc only warns at compile time)
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i > 0 && i < 100);
  int r = i++ + i; // trap: undefined, not "2i + 1 or 2i"
  if (r != 2 * i - 1 && r != 2 * i - 2)
    reach_error();
  return 0;
}
