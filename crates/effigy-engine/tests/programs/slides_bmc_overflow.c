// The slides' BMC example 1: the unsigned char sum overflows, so s >= v can fail.
// verdict: FALSE
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "slides_bmc_overflow.c", 4, "reach_error"); }
int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  if (n == 0) return 0;
  unsigned char v = 0;
  unsigned char s = 0;
  unsigned int i = 0;
  while (i < n) { v = __VERIFIER_nondet_uchar(); s += v; ++i; }
  if (!(s >= v)) reach_error();
  return 0;
}
