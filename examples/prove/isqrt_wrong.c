/* WRONG invariant (r * r < n fails on entry when n == 0). The integer square root of n <= 10000 by counting up. */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 10000);
  int r = 0;
  /*@ loop invariant 0 <= n && n <= 10000 && 0 <= r && r <= 100;
      loop invariant r * r < n; */
  while ((r + 1) * (r + 1) <= n)
    r = r + 1;
  __VERIFIER_assert(r * r <= n && n < (r + 1) * (r + 1));
  return 0;
}
