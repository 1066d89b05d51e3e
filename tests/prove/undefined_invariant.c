// expect: UNKNOWN
// The invariant reads a[i], out of bounds when i == 4 (on exit): it is undefined there, so it
// is not proved on arrival, although the program is safe.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int a[4] = {0, 0, 0, 0};
  int i = 0;
  /*@ loop invariant 0 <= i && i <= 4 && a[i] == 0; */
  while (i < 4)
    i++;
  __VERIFIER_assert(i == 4);
  return 0;
}
