// an overflow test written after the fact: a + 1 < a is itself the overflow
// expect: UB
// why: for a == INT_MAX, a + 1 overflows int before the comparison: undefined (gcc -O2 folds the test to false)
// ub-inputs: 2147483647
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a + 1 < a) // trap: not a wrap-around check for int
    reach_error();
  return 0;
}
