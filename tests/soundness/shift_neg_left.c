// left shift of a negative int is undefined in C99/C11
// expect: UB
// why: for x < 0, x << 1 shifts a negative value, which is undefined (C11 6.5.7p4), even though gcc computes 2 * x
// ub-inputs: -1
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -10 && x < 10);
  int r = x << 1; // trap: negative x
  if (r != 2 * x)
    reach_error();
  return 0;
}
