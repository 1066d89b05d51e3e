// 1UL << 35: unsigned long is only 32 bits under ILP32
// expect: UB
// why: under ILP32 unsigned long has 32 bits, so for s >= 32 the shift 1UL << s is undefined (it would be fine under LP64)
// ub-inputs: 35
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int s = __VERIFIER_nondet_int();
  __VERIFIER_assume(s >= 0 && s < 40);
  unsigned long m = 1UL << s; // trap: 32-bit long
  if (m == 0)
    reach_error();
  return 0;
}
