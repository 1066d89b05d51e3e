// x never becomes 0 (3 is invertible modulo 1001), but no k makes it k-inductive from an
// arbitrary x (x = 1001 gives 0 at once); an unbounded loop. Spacer's invariant over integers,
// x % 1001 != 0 && x >= 1, does not hold over 32-bit words (x * 3 wraps for large x); with the
// intervals' x <= 1000 beside it, bit-precise Houdini keeps all three and the step holds
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 1;
  while (__VERIFIER_nondet_int()) {
    x = x * 3 % 1001;
  }
  if (x == 0)
    reach_error();
  return 0;
}
