// a counter stepped by 7 below 100 stops at 105 at most, so an index 106 - i never leaves a[0..106]
// expect: TRUE
// why: in the loop i < 100 holds before i += 7, so i ends in [100, 106]; a[i] with i <= 99 and the final check keep every index in bounds and i never exceeds 106; the error needs i > 106
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[107] = {0};
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 6);
  while (i < 100) {
    a[i] = i; // trap: needs i <= 99 here
    i += 7;
  }
  if (i > 106)
    reach_error();
  return a[106 - i] & 0;
}
