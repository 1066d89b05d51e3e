// expect: TRUE
// The same with the invariant that carries n's bound: the call never fails.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
void check(int i) { if (i == 50) reach_error(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 10);
  int i = 0;
  /*@ loop invariant 0 <= i && i <= n && n <= 10; */
  while (i < n) {
    check(i);
    i++;
  }
  return 0;
}
