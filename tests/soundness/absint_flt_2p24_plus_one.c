// 16777216.0f + 1.0f rounds back to 16777216.0f: adding 1 to a float need not change it
// expect: FALSE
// inputs: 1266679808
// why: 2^24 + 1 is no binary32 value; the sum rounds to nearest even, 2^24, so g == f for f == 16777216.0f (bits 1266679808); computing the float sum in double would give 16777217 and miss the error
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f >= 16777215.0f && f <= 16777216.0f);
  float g = f + 1.0f; // trap: rounded in binary32
  if (g == f)
    reach_error();
  return 0;
}
