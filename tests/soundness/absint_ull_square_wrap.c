// an unsigned long long squared wraps modulo 2^64: (2^32)^2 is 0
// expect: FALSE
// inputs: 4294967296
// why: unsigned arithmetic is modulo 2^64 (C11 6.2.5p9), so x * x for x == 2^32 is 0 and the error is reached
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned long long x = __VERIFIER_nondet_ulonglong();
  __VERIFIER_assume(x >= 4294967296ULL && x <= 4294967300ULL);
  unsigned long long y = x * x; // trap: wraps to small values
  if (y < 100)
    reach_error();
  return 0;
}
