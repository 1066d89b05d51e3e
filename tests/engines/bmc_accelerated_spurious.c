// A loop whose jump over iterations adds paths the program does not have: a alternates
// between 1 and 0, while the acceleration only knows that it moved by +1 or -1 each time
// (a ∈ [-n, n]). Bounded model checking finds a = 6 through the jump; gcc's program does not
// reach the error on those inputs, so the candidate gives UNKNOWN (never FALSE), with a reason
// that names the accelerated loop.
// expect: TRUE
// bmc: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000000)
    return 0;
  int i = 0, a = 0;
  while (i < n) {
    if (i % 2 == 0)
      a = a + 1;
    else
      a = a - 1;
    i = i + 1;
  }
  if (a > 5)
    reach_error();
  return 0;
}
