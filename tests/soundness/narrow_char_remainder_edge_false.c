// the remainder of two promoted signed chars reaches -127 only with the divisor -128 (|r| < |b|): an 8-bit remainder must keep -128's magnitude 128 when it takes the absolute values
// expect: FALSE
// inputs: -127,-128
// why: -127 % -128 == -127 (C11 6.5.5p6, truncating division gives quotient 0); every other divisor has magnitude at most 127, so the remainder's magnitude is at most 126
extern char __VERIFIER_nondet_char(void);
void reach_error(void) {}
int main(void) {
  signed char a = __VERIFIER_nondet_char();
  signed char b = __VERIFIER_nondet_char();
  if (b != 0 && a % b == -127)
    reach_error();
  return 0;
}
