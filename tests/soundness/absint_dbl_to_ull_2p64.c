// a double up to 2^64 converted to unsigned long long: 2^64 is out of range, but (double)ULLONG_MAX is 2^64
// expect: UB
// why: ULLONG_MAX (2^64 - 1) rounds up to 2^64 as a double; d == 2^64 (bits 4895412794951729152) passes the assume and its conversion to unsigned long long is undefined (C11 6.3.1.4p1: the integral part 2^64 cannot be represented)
// ub-inputs: 4895412794951729152
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 1.0 && d <= 18446744073709551616.0);
  unsigned long long x = (unsigned long long)d; // trap: undefined for d == 2^64
  if (x == 0)
    return 1;
  return 0;
}
