// not every int survives a trip through float: 16777217 = 2^24 + 1 needs 25 significant bits
// expect: FALSE
// inputs: 16777217
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 100000000);
  float f = i; // trap: rounds to 24 significant bits (16777217 -> 16777216.0f)
  if ((int)f != i)
    reach_error();
  return 0;
}
