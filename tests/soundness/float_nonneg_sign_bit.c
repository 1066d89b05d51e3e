// x >= 0.0f holds for -0.0f, whose sign bit (seen through a union) is set
// expect: FALSE
// inputs: 2147483648
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  union { float f; unsigned int u; } v;
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f); // trap: admits -0.0f (bits 0x80000000)
  v.f = x;
  if (v.u >> 31)
    reach_error();
  return 0;
}
