// long long products by constants and sums near the limits that do not overflow
// expect: FALSE
// inputs: -3074457345618258602,9223372036854775806
// why: x >= -3074457345618258602 = ceil(LLONG_MIN / 3) keeps 3 * x >= LLONG_MIN (it is -9223372036854775806); -3 * x <= LLONG_MAX likewise; w + 1 <= LLONG_MAX for w <= LLONG_MAX - 1; the error needs the smallest x and the largest w
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  long long w = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(x >= -3074457345618258602LL && x <= 3074457345618258602LL);
  __VERIFIER_assume(w >= 9223372036854775800LL && w <= 9223372036854775806LL);
  long long p = 3 * x;
  long long q = x * -3;
  long long s = w + 1;
  if (p == -9223372036854775806LL && q == 9223372036854775806LL && s == 9223372036854775807LL)
    reach_error();
  return 0;
}
