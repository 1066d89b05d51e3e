// -- on a _Bool toggles it (0 - 1 is -1, which converts to 1), ++ saturates at 1, += 2 gives 1
// expect: FALSE
// inputs: 0
// why: b-- is b = b - 1 computed on the promoted int and converted back to _Bool by comparison with 0 (C11 6.5.2.4p3, 6.3.1.2): 0 becomes 1 and 1 becomes 0, while b++ and b += 2 give 1 from either value; on input 0 b-- gives 1, the second b-- 0, and c ends 1
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) {}
int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  _Bool start = b;
  b--; // trap: not saturating at 0, not a 1-bit wrap of b's storage either
  _Bool after1 = b;
  b--;
  _Bool c = start;
  c++;
  c++;
  c += 2;
  if (after1 != start && b == start && c == 1 && start == 0)
    reach_error();
  return 0;
}
