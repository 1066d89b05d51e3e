/* x * y by repeated addition, for x, y below 1000 (unsigned: no overflow to rule out). */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x < 1000 && y < 1000);
  unsigned r = 0, i = 0;
  /*@ loop invariant x < 1000 && y < 1000 && i <= y;
      loop invariant r == i * x; */
  while (i != y) {
    r = r + x;
    i = i + 1;
  }
  __VERIFIER_assert(r == x * y);
  return 0;
}
