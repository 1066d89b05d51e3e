// a loop in two phases: by one below a threshold, by two above it, so x is even only from the
// threshold on; the invariant `x < 0xfff0 || x % 2 == 0` names the phase (a disjunction whose
// first half is one side of the loop's own comparison), and 2^28 iterations are out of BMC's reach
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 0;
  while (x < 0x0fffffff) {
    if (x < 0xfff0)
      x++;
    else
      x += 2;
  }
  if (x % 2 != 0)
    reach_error();
  return 0;
}
