// __builtin_mul_overflow computes the exact product and then checks the result type: -1 * INT_MIN overflows int but not long long
// expect: TRUE
// why: the built-ins compute in infinite precision and report whether the result fits the type of *res, storing it wrapped (gcc manual): x * y for ints in a long long never overflows and is exact; stored in an int it overflows exactly when the exact product is outside [INT_MIN, INT_MAX], and then the int holds the low 32 bits; in unsigned the product of a negative and a positive overflows
// probe: -1,-2147483648
// probe: 65536,65536
// probe: -3,5
// symex-timeout: 3
// bmc-timeout: 3
// kind-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  long long wide;
  int narrow;
  unsigned un;
  int o1 = __builtin_mul_overflow(x, y, &wide);
  int o2 = __builtin_mul_overflow(x, y, &narrow);
  int o3 = __builtin_mul_overflow(x, y, &un);
  long long exact = (long long)x * y;
  if (o1 || wide != exact)
    reach_error();
  if (o2 != (exact < -2147483647LL - 1 || exact > 2147483647LL) || narrow != (int)(unsigned)(unsigned long long)exact)
    reach_error();
  if (o3 != (exact < 0 || exact > 4294967295LL) || un != (unsigned)(unsigned long long)exact)
    reach_error();
  return 0;
}
