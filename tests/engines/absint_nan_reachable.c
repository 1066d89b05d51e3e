// a NaN input is neither below 1 nor at least 1: the error is reachable, and the intervals,
// which keep NaN apart from the numbers, must not rule it out
// expect: FALSE
// absint: UNKNOWN
// symex: FALSE
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (!(x < 1.0) && !(x >= 1.0))
    reach_error();
  return 0;
}
