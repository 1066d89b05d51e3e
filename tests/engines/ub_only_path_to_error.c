// the error is reachable only through a signed overflow (y < x needs x + 1 to wrap), behind a
// loop: gcc's wrapping build would reach it for x = INT_MAX, but in C the path ends at the
// overflow. The engines that go on after undefined behaviour must not turn it into a FALSE,
// and the program is fully unwound, so the answer is UNKNOWN naming the overflow.
// expect: UB
// bmc: UNKNOWN
// kind: UNKNOWN
// auto: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < 5; i++) { }
  int y = x + 1;
  if (y < x) reach_error();
  return 0;
}
