// a negative shift count is undefined
// expect: UB
// why: for s < 0 the shift count is negative (C11 6.5.7p3): undefined; v >> -1 is not v << 1
// ub-inputs: -1
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned v = 16;
  int s = __VERIFIER_nondet_int();
  __VERIFIER_assume(s > -4 && s < 4);
  if ((v >> s) == 32) // trap: s < 0
    reach_error();
  return 0;
}
