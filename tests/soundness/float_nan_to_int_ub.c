// converting a NaN to int is undefined: it has no integral value to keep
// expect: UB
// why: C11 6.3.1.4p1: a NaN's value cannot be represented in int, so (int)x is undefined for x a NaN (bits 2143289344); x86 gives INT_MIN, a model returning 0 or any int is unsound either way
// ub-inputs: 2143289344
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x != x) {
    int i = (int)x; // trap: undefined
    if (i != 0)
      reach_error();
  }
  return 0;
}
