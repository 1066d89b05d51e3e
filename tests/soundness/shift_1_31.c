// 1 << 31 on int: the result is not representable, undefined in C99/C11
// expect: UB
// why: for s == 31, 1 << 31 == 2^31 is not representable in int, so the shift is undefined (C11 6.5.7p4), although gcc computes INT_MIN
// ub-inputs: 31
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int s = __VERIFIER_nondet_int();
  __VERIFIER_assume(s >= 0 && s < 32);
  int v = 1 << s; // trap: s == 31 is undefined
  if (v < 0)
    reach_error();
  return 0;
}
