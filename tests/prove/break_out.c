// expect: FALSE
// A break leaves the loop early with i == 7, and the assertion claims i == 10: the invariant
// holds, the assertion at the end fails on a real path.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int b = __VERIFIER_nondet_int();
  int i = 0;
  /*@ loop invariant 0 <= i && i <= 10; */
  while (i < 10) {
    if (b && i == 7) break;
    i++;
  }
  __VERIFIER_assert(i == 10);
  return 0;
}
