// a float that is neither < 1 nor >= 1: a NaN, which the negated comparisons both admit
// expect: FALSE
// inputs: 2143289344
// why: every ordered comparison with a NaN is false (C11 7.12.14, IEEE 754), so !(x < 1) and !(x >= 1) both hold for x NaN (input bits 2143289344) and the error is reached; refining x to >= 1 from !(x < 1) and then to < 1 would wrongly find no value
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (!(x < 1.0f)) {
    if (!(x >= 1.0f)) // trap: both negations hold of NaN
      reach_error();
  }
  return 0;
}
