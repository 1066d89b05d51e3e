// a product of two long longs overflows 64 bits (the check cannot widen to 128 bits)
// expect: UB
// why: 3037000500 * 3037000500 = 9223372037000250000 > LLONG_MAX = 9223372036854775807: undefined
// ub-inputs: 3037000500,3037000500
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  long long y = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(x > 3037000499LL && y > 3037000499LL);
  long long z = x * y; // trap: overflows for every pair allowed here
  if (z < 0)
    reach_error();
  return 0;
}
