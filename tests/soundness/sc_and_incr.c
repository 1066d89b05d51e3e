// the right operand of && with a side effect runs only when the left one is true
// expect: TRUE
// why: ++y is evaluated exactly when x > 0 (C11 6.5.13p4), so y == 1 iff x > 0 and y == 0 otherwise
// probe: 0
// probe: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 0 && ++y) { // trap: ++y is skipped for x <= 0
  }
  if (x <= 0 && y != 0)
    reach_error();
  if (x > 0 && y != 1)
    reach_error();
  return 0;
}
