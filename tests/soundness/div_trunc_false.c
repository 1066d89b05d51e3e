// -7 / 2 == -3 and -7 % 2 == -1 (truncation toward zero)
// expect: FALSE
// inputs: -7
// why: C division truncates toward zero: -7 / 2 == -3 and -7 % 2 == -1; floor division would give -4 and 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x / 2 == -3 && x % 2 == -1) // trap: only x == -7 satisfies both
    reach_error();
  return 0;
}
