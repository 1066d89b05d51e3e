// ub: shift out of range
// run: inputs=64 outcome=undefined
// A 64-bit shift by 64 (counts up to 63 are fine).
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned k = __VERIFIER_nondet_uint() % 100u;
  unsigned long long v = 1ull << k;
  return (int)(v >> 40);
}
