// an unsigned shifted by a count that may reach 32: the width of the type, undefined even for unsigned
// expect: UB
// why: C11 6.5.7p3: a shift count greater than or equal to the width of the promoted left operand is undefined; on input 32 u << 32 is undefined (x86 would shift by 0 and give 1)
// ub-inputs: 32
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned u = 1u;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 28 && n <= 32);
  unsigned r = u << n; // trap: undefined for n == 32
  if (r == 1u)
    reach_error();
  return 0;
}
