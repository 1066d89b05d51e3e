// unsigned decrement below zero wraps to UINT_MAX (well defined)
// expect: FALSE
// inputs: 0
// why: unsigned arithmetic is modulo 2^32, so 0 - 1 == 4294967295
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  x--; // trap: wraps, no undefined behaviour
  if (x == 4294967295u)
    reach_error();
  return 0;
}
