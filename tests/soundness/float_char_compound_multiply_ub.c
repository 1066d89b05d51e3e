// c *= 1.5 converts the double c * 1.5 back to char: out of range that is undefined, not modulo 256
// expect: UB
// why: c *= 1.5 is c = c * 1.5 with a double result, and converting a double whose value is outside signed char's range (150.0 for c = 100) is undefined (C11 6.3.1.4p1), unlike the implementation-defined int-to-char conversion of c = c * 3 / 2
// ub-inputs: 100
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  signed char c = __VERIFIER_nondet_char();
  __VERIFIER_assume(c > 0);
  c *= 1.5; // trap: a double-to-signed-char conversion
  if (c < 0)
    reach_error();
  return 0;
}
