// expect: FALSE
// The loop writes x through p; the invariant x == 0 is not preserved, and the assertion after
// the loop really fails (one iteration writes 1): a real counterexample from the start.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  int x = 0;
  int *p = &x;
  /*@ loop invariant x == 0; */
  for (int i = 0; i < n; i++)
    *p = 1;
  __VERIFIER_assert(x == 0);
  return 0;
}
