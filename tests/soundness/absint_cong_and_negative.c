// x in {-3, 5} is 5 modulo 8, so x & 7 == 5, but x & 15 differs: 13 for -3
// expect: FALSE
// inputs: 1
// why: -3 is ...11111101 in two's complement, so -3 & 7 == 5 and -3 & 15 == 13; on input 1 x == -3 and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int() ? -3 : 5;
  if ((x & 7) == 5 && (x & 15) == 13) // trap: the mask is wider than the modulus
    reach_error();
  return 0;
}
