// x != x is not a contradiction for floats: it holds exactly when x is a NaN
// expect: FALSE
// inputs: 2143289344
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = x;
  if (y != x) // trap: a NaN is unequal to itself (and to a copy of itself)
    reach_error();
  return 0;
}
