// UINT_MAX converted to float rounds up to 4294967296.0f, above every unsigned value
// expect: FALSE
// inputs: 4294967295
// why: 4294967295 is no binary32 value; rounding to nearest gives 2^32 (C11 6.3.1.4p2), so f == 4294967296.0f and f > u (compared in float, u rounds the same) and the error is reached
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(u >= 4294967000u);
  float f = u; // trap: rounds above the original
  if ((double)f > 4294967295.0)
    reach_error();
  return 0;
}
