// shifting a 32-bit unsigned by 32 or more is undefined (x86 would mask the count to 5 bits)
// expect: UB
// why: for s >= 32 the shift count is not less than the width of unsigned int (C11 6.5.7p3): undefined; neither 0 nor u << (s & 31) is the answer
// ub-inputs: 32
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned u = 1;
  int s = __VERIFIER_nondet_int();
  __VERIFIER_assume(s >= 0 && s < 40);
  if ((u << s) == 0) // trap: s >= 32
    reach_error();
  return 0;
}
