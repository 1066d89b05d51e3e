// the error needs one particular mix of branches (s == 39: nineteen 2s and one 1)
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int s = 0;
  for (int i = 0; i < 20; i++) {
    if (__VERIFIER_nondet_int() > 0)
      s += 2;
    else
      s += 1;
  }
  if (s == 39)
    reach_error();
  return 0;
}
