// over integers x >= 1 holds and nothing overflows; over 32-bit words x * 2 overflows (undefined)
// once x reaches 2^30. The invariant from the Horn clauses holds on the paths free of undefined
// behaviour, and the step case still sees the overflow: never TRUE
// expect: UB
// kind: UNKNOWN
// kind-timeout: 10
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 1;
  while (__VERIFIER_nondet_int()) {
    x = x * 2;
    if (x <= 0)
      reach_error();
  }
  return 0;
}
