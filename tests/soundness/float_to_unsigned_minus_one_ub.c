// (unsigned)-1.0f is undefined: unlike an int -1, a float is not reduced modulo 2^32
// expect: UB
// why: C11 6.3.1.4p1 (and footnote 61): a float converts to unsigned int only if its truncated value is in 0..UINT_MAX; -1.0f (bits 3212836864) is not, so the conversion is undefined (x in (-1, 0] is fine: it gives 0)
// ub-inputs: 3212836864
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -2.0f && x <= 0.0f);
  unsigned int u = (unsigned int)x; // trap: not 4294967295
  if (u == 4294967295u)
    reach_error();
  return 0;
}
