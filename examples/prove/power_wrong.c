/* WRONG invariant (z == 2^j does not hold on entry). King's POWER (CACM 1976, Fig. 4) with Floyd's invariant z == x^(j-1), for a small x so that
 * nothing overflows: the power is computed next to the loop as p. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y >= 0 && y <= 20);
  int x = 2, z = 1, j = 1;
  /*@ loop invariant x == 2 && 0 <= y && y <= 20;
      loop invariant 1 <= j && j <= y + 1 || j == 1 && y == 0;
      loop invariant z == 1 << j; */
  while (y >= j) {
    z = z * x;
    j = j + 1;
  }
  __VERIFIER_assert(z == 1 << y);
  return 0;
}
