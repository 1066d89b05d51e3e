// covers: the SV-COMP __VERIFIER_assert helper with an ERROR label, reach_error calling __assert_fail, assume_abort_if_not bounding an input, a while loop whose count is that bounded input, int main() without void
// symex: FALSE
// run: inputs=6 outcome=error
// run: inputs=5 outcome=return 10
// run: inputs=21 outcome=abort
// run: inputs=-1 outcome=abort
// run: inputs=20 outcome=return 190
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "sv_assert_loop.c", 10, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int main() {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= 20);
  int sum = 0, i = 0;
  while (i < n) { sum += i; i++; }
  __VERIFIER_assert(sum != 15);
  __VERIFIER_assert(2 * sum == n * (n - 1));
  return sum;
}
