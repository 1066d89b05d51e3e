// The slides' BMC example 2: with an unsigned int sum, s >= v always holds, so exhaustive
// exploration proves it. (n is assumed below 24 to keep the test fast: each leaf's final
// query is a sum over n input bytes for the solver.)
// verdict: TRUE
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n < 24);
  if (n == 0) return 0;
  unsigned char v = 0;
  unsigned int s = 0;
  unsigned int i = 0;
  while (i < n) { v = __VERIFIER_nondet_uchar(); s += v; ++i; }
  if (!(s >= v)) reach_error();
  return 0;
}
