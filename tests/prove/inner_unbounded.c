// expect: UNKNOWN
// Only the outer loop has an invariant; the inner loop is unwound up to the bound and an
// unbounded inner loop is cut: not proved (and the program is safe, so no counterexample).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  /*@ loop invariant s >= 0; */
  for (int i = 0; i < 3; i++) {
    int k = 0;
    while (k < n) k++;
    s = s + 1;
  }
  __VERIFIER_assert(s >= 0);
  return 0;
}
