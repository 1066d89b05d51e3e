// unsigned j = i - 1 never below zero in math only when i >= 1: here i may be 0
// expect: FALSE
// inputs: 0
// why: for i == 0, j = i - 1 wraps to UINT_MAX; i - j is then 1 - 2^32 mod 2^32 == 1 as unsigned,
// why: but j - i is UINT_MAX: the error is reached
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned i = __VERIFIER_nondet_uint();
  if (i > 10)
    return 0;
  unsigned j = i - 1; // trap: wraps for i == 0
  if (j - i > 100u)
    reach_error();
  return 0;
}
