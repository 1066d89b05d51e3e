// bounds that pin an unsigned input from both sides, one of them a negated strict comparison, then a nonlinear check that holds only at that value: decided by evaluation, it must be the value the bounds leave
// expect: TRUE
// why: !(x > 6) && x >= 6 leaves x == 6 (unsigned), and 6*6*6 == 216; below, x < 1 leaves x == 0 and 0 * anything is 0
// probe: 6
// probe: 0
// probe: 4294967295
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (!(x > 6u) && x >= 6u && x * x * x != 216u)
    reach_error();
  if (x < 1u && x * (x + 12345u) * x != 0u)
    reach_error();
  return 0;
}
