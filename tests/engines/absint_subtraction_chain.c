// a chain of 40 subtractions: the differences are looked up only for operands of a few
// operations (looking them up for every operand re-evaluated it: exponential in the chain's
// length, 39 s at 28 terms); the intervals decide it at once
// expect: TRUE
// absint: TRUE
// absint-timeout: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 10)
    return 0;
  int y = x - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1 - 1;
  if (y > 100)
    reach_error();
  return 0;
}
