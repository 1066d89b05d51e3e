// A jump over a declaration: y is indeterminate at L when k != 0 (C11 6.2.4p6), so y == 5 is
// possible; the error path depends on that indeterminate value, which gcc's program cannot be
// given, so the answer is UNKNOWN — never TRUE.
// verdict: UNKNOWN
// cegar: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k) goto L;
  int y = 1;
L:
  if (y == 5) reach_error();
  return 0;
}
