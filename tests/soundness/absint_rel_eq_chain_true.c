// a == b and b == c, then a != c is impossible (transitivity; no closure is needed to stay sound)
// expect: TRUE
// why: equality is transitive: after both conditions hold, a == c, so the error is never reached
// probe: 5,5,5
// probe: 5,5,6
// probe: -2147483648,-2147483648,-2147483648
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (a == b && b == c) {
    if (a != c) // trap: needs a - c, which only the closure gives
      reach_error();
  }
  return 0;
}
