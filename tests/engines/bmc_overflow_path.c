// signed overflow on one branch of a diamond: undefined behaviour is a possible outcome of
// the formula, so the answer names it
// expect: UB
// bmc: UNKNOWN
// kind: UNKNOWN
// auto: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 5)
    y = x + 1000;
  else
    y = 1;
  return y == 0;
}
