// long long to double rounds above 2^53: 2^53 + 1 comes back as 2^53
// expect: FALSE
// inputs: 9007199254740993
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  long long a = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(a >= 0 && a < 4611686018427387904LL); // [0, 2^62): the way back is defined
  double d = (double)a; // trap: 53 significant bits
  if ((long long)d != a)
    reach_error();
  return 0;
}
