// the operand of sizeof is not evaluated: sizeof(x++) leaves x alone
// expect: TRUE
// why: sizeof of a non-VLA expression only looks at its type (C11 6.5.3.4p2), so x++ never runs: x keeps its value and no overflow can happen even for INT_MAX
// probe: 2147483647
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  unsigned s = sizeof(x++); // trap: no increment, no side effect
  if (x != y || s != 4)
    reach_error();
  return 0;
}
