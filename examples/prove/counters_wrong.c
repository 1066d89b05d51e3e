/* WRONG invariant (i - j == n is false on entry unless n == 0). Two counters moving towards each other: i up from 0, j down from n. */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int i = 0, j = n;
  /*@ loop invariant 0 <= i && i <= n && n <= 1000000;
      loop invariant i - j == n; */
  while (i < n) {
    i = i + 1;
    j = j - 1;
  }
  __VERIFIER_assert(j == 0);
  return 0;
}
