// a pointer to a block-scoped local used after the block ended
// expect: UB
// why: for k != 0 p points to x, whose lifetime ends at the } of the if block; *p then reads a dead object: undefined (C11 6.2.4p2), even if the slot still holds 5
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int outer = 0;
  int *p = &outer;
  int k = __VERIFIER_nondet_int();
  if (k) {
    int x = 5;
    p = &x;
  } // trap: x is dead from here on
  if (*p == 5)
    reach_error();
  return 0;
}
