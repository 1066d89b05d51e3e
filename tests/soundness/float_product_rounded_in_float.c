// a float product is rounded to float before it is assigned to a double
// expect: FALSE
// inputs: 1065353217,1065353217
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= 1.0f && a <= 2.0f && b >= 1.0f && b <= 2.0f);
  double p = a * b; // trap: float * float, rounded to float (FLT_EVAL_METHOD 0), then widened
  if (p != (double)a * b) // (1 + 2^-23)^2 needs 47 bits: exact in double only
    reach_error();
  return 0;
}
