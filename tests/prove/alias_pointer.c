// expect: TRUE
// The same loop writes 0 through p, and the invariant says where p points: provable.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  int x = 0;
  int *p = &x;
  int i = 0;
  /*@ loop invariant x == 0 && p == &x; */
  while (i < n) {
    *p = 0;
    i++;
  }
  __VERIFIER_assert(x == 0);
  return 0;
}
