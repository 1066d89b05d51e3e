// a ternary with an int and an unsigned operand has type unsigned: -1 becomes UINT_MAX
// expect: FALSE
// inputs: 1
// why: the usual arithmetic conversions apply to the second and third operands (C11 6.5.15p5), so c ? -1 : 0u is unsigned and 4294967295 > 5 on input 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  if ((c ? -1 : 0u) > 5) // trap: unsigned comparison
    reach_error();
  return 0;
}
