// Recursion: calls and returns at each depth, not folded across depths.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6) return 0;
  int f = fact(n);
  if (f == 24 && fib(n) == 3) reach_error();
  return 0;
}
