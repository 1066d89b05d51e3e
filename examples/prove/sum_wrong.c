/* WRONG invariant (i < n fails on exit from the loop). The sum 0 + 1 + ... + (n-1), with Floyd's invariant. `effigy prove examples/prove/sum.c` */
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 1000);
  unsigned s = 0, i = 0;
  /*@ loop invariant n <= 1000 && s <= 500000;
      loop invariant i < n;
      loop invariant 2 * s == i * (i - 1) || i == 0 && s == 0; */
  while (i < n) {
    s = s + i;
    i = i + 1;
  }
  __VERIFIER_assert(2 * s == n * (n - 1) || n == 0);
  return 0;
}
