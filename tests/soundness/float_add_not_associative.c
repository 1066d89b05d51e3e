// float addition is not associative: (a + b) + c != a + (b + c) for 1e8f, -1e8f, 1.0f
// expect: FALSE
// inputs: 1287568416,3435052064,1065353216
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  float c = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= -1e9f && a <= 1e9f && b >= -1e9f && b <= 1e9f);
  __VERIFIER_assume(c >= -1e9f && c <= 1e9f);
  if ((a + b) + c != a + (b + c)) // trap: -1e8f + 1.0f rounds back to -1e8f (ulp 8)
    reach_error();
  return 0;
}
