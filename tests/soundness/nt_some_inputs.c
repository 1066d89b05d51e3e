// a loop that terminates only for even inputs; the error needs an odd one to leave it
// expect: TRUE
// symex-timeout: 5
// bmc-timeout: 5
// cegar-timeout: 5
// diverges: odd inputs (x steps by 2 and skips 0 forever)
// why: x decreases by 2 modulo 2^32 and keeps its parity (2^32 is even), so an odd x never becomes 0 and the loop never ends; only even x0 reach the test, where x0 % 2 == 0
// probe: 6
// probe: 0
// probe: 7
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x < 1000);
  unsigned x0 = x;
  while (1) {
    if (x == 0)
      break;
    x -= 2; // trap: 1 - 2 wraps to 4294967295, still odd
  }
  if (x0 % 2 == 1)
    reach_error();
  return 0;
}
