// x never becomes 0 (3 is invertible modulo 1001), but no candidate invariant says so and no k
// makes it k-inductive from an arbitrary x (x = 1001 gives 0 at once); an unbounded loop:
// UNKNOWN, never TRUE by mistake
// expect: TRUE
// bmc: UNKNOWN
// kind: UNKNOWN
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
