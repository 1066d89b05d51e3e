// a callee writes main's variable through a pointer: the step case must make x arbitrary
// (all memory is, on a write through a pointer), or induction would prove x != 50 from x = 0
// expect: FALSE
// bmc: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void inc(int *p) { *p += 1; }
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    inc(&x);
    if (x == 50) reach_error();
  }
  return 0;
}
