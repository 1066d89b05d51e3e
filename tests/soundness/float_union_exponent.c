// the exponent of a double read through a union of two 32-bit words: little endian, bias 1023
// expect: TRUE
// cegar-timeout: 3
// why: binary64 is sign, 11 exponent bits (bias 1023), 52 fraction bits; on little-endian i386 w[1] holds sign, exponent and the top 20 fraction bits, so for x in [1, 2^20) e is in 0..19 and 2^e <= x < 2^(e+1), with p = 2^e exact
// probe: 4607182418800017408
// probe: 4697254411347427327
// probe: 4609434218613702656
// probe: 4613937818241073152
// probe: 4636737291354636288
// probe: 4692750811720056832
// probe: 4696837150979653632
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  union { double d; unsigned int w[2]; } u;
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x < 1048576.0);
  u.d = x;
  int e = (int)((u.w[1] >> 20) & 0x7ff) - 1023; // trap: word order and bias
  if (e < 0 || e > 19)
    reach_error();
  double p = 1.0;
  for (int k = 0; k < e; k++)
    p *= 2.0;
  if (x < p || x >= 2.0 * p)
    reach_error();
  return 0;
}
