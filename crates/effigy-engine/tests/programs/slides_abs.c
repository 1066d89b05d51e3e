// An absolute-value check in the style of the lecture slides: |x| < 0 is reachable for
// INT_MIN in two's complement, which bit-precise execution must find.
// signed-overflow: wrap
// verdict: FALSE
// cegar: FALSE
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x < 0 ? -x : x;
  if (y < 0) reach_error();
  return y;
}
