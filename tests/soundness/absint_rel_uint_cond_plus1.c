// the unsigned condition x + 1 < y holds for x == UINT_MAX (x + 1 wraps to 0): then x > y
// expect: FALSE
// inputs: 4294967295,5
// why: for x == 4294967295 and y == 5, x + 1 wraps to 0 < 5, and x > y reaches the error; the condition bounds x - y only modulo 2^32
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint();
  if (x + 1 < y) { // trap: not x - y < -1 when x + 1 may wrap
    if (x > y)
      reach_error();
  }
  return 0;
}
