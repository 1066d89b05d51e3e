// x in {0, 65538} is a multiple of 3, but (short)x is 0 or 2: the conversion reduces modulo 65536
// expect: FALSE
// inputs: 1
// why: 65538 converted to short is 2 (C11 6.3.1.3p3, gcc reduces modulo 2^16), and 2 % 3 == 2, so the error is reached on input 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int() ? 65538 : 0;
  short s = x; // trap: x ≡ 0 (mod 3) is lost in the conversion
  if (s % 3 == 2)
    reach_error();
  return 0;
}
