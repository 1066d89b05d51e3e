// unsigned long long to float rounds once; going through double rounds twice and can differ
// expect: FALSE
// inputs: 1152921573326323713
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
void reach_error(void) {}
int main(void) {
  unsigned long long u = __VERIFIER_nondet_ulonglong();
  float direct = (float)u;        // 2^60 + 2^36 + 1: just above a tie, rounds up to 2^60 + 2^37
  float twice = (float)(double)u; // trap: double drops the +1, then the tie rounds to even: 2^60
  if (direct != twice)
    reach_error();
  return 0;
}
