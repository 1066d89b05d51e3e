// (float)INT_MAX is 2147483648.0f: int-to-float conversion rounds up past INT_MAX
// expect: FALSE
// inputs: 2147483647
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  float f = (float)i; // trap: rounds to 24 significant bits; 2^31 - 1 rounds to 2^31
  if (f >= 2147483648.0f) // no int is >= 2^31, but its float may be
    reach_error();
  return 0;
}
