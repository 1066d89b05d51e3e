/* WRONG invariant (x > 0 fails on entry when n == 0). Counting n down to 0. */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0);
  int x = n;
  /*@ loop invariant x > 0; */
  while (x > 0)
    x = x - 1;
  __VERIFIER_assert(x == 0);
  return 0;
}
