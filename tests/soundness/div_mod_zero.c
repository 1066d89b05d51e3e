// remainder by a nondet divisor that may be 0
// expect: UB
// why: for d == 0, 10 % d is a remainder by zero: undefined; for d in 1..3 the remainder is at most 2 and the error is unreachable
// ub-inputs: 0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= 0 && d < 4);
  int r = 10 % d; // trap: d == 0
  if (r > 10)
    reach_error();
  return r;
}
