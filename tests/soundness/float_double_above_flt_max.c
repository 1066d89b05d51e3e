// a double just above FLT_MAX converts to FLT_MAX, not to infinity: the conversion rounds to nearest
// expect: FALSE
// inputs: 5183643170566569985
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > 3.4028234663852886e38); // d > FLT_MAX
  float f = (float)d; // trap: +inf only from FLT_MAX + 2^103 (half an ulp, a tie to even) up
  if (!__builtin_isinf(f))
    reach_error();
  return 0;
}
