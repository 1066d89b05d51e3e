// forming a pointer more than one past the end of an array is undefined even without a dereference
// expect: UB
// why: for k == 6 the expression a + k points beyond one-past-the-end of a, which is undefined (C11 6.5.6p8) even though it is only compared, never dereferenced
// ub-inputs: 6
// ub-check: none (the sanitizers only check dereferences and pointer wrap-around, not the formation of an out-of-range pointer)
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[5] = {0, 1, 2, 3, 4};
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 6);
  int *p = a + k; // trap: k == 6 is undefined, k == 5 is fine
  if (p == a + 5)
    return 1;
  return 0;
}
