// long long can represent every unsigned int: long long vs unsigned int compares as signed
// expect: FALSE
// inputs: -1
// why: 1U converts to long long, so -1LL < 1U is the signed comparison -1 < 1
extern long long __VERIFIER_nondet_longlong(void);
void reach_error(void) {}
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  if (x < 1U && x != 0) // trap: unlike long under ILP32, the comparison is signed
    reach_error();
  return 0;
}
