/* WRONG invariant (too weak: without b > 0, a - b may overflow and b may reach 0). Euclid's algorithm by subtraction: the result is positive. */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a > 0 && b > 0);
  /*@ loop invariant a > 0; */
  while (a != b) {
    if (a > b)
      a = a - b;
    else
      b = b - a;
  }
  __VERIFIER_assert(a > 0);
  return 0;
}
