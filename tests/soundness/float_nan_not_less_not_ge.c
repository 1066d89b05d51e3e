// !(x < y) does not imply x >= y: with a NaN operand every ordered comparison is false
// expect: FALSE
// inputs: 2143289344,0
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  if (x < y)
    return 0;
  if (x >= y) // trap: rewriting !(x < y) as x >= y makes the error unreachable
    return 0;
  reach_error();
  return 0;
}
