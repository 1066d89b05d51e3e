// a goto into the body of a for loop skips clause-1 and the first test: the loop runs on with i as it was
// expect: FALSE
// inputs: 7
// why: jumping to a label inside the loop body is allowed (no VLA in scope, C11 6.8.6.1); it enters the body without evaluating i = 0 or i < 3 (6.8.5.3), so after the body the increment makes i == k + 1 and the test i < 3 decides: on k == 7 the body runs once, cnt == 10 and i == 8
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < -5 || k > 10)
    return 0;
  int i = k, cnt = 0;
  goto in; // trap: skips i = 0
  for (i = 0; i < 3; i++) {
  in:
    cnt += 10;
  }
  if (cnt == 10 && i == 8)
    reach_error();
  return 0;
}
