// u * 96 stored in an unsigned char: 3 * 96 == 288 wraps to 32, no longer a multiple of 3
// expect: FALSE
// inputs: 1
// why: on input 1 u == 3 and 288 is stored modulo 256 as 32, and 32 % 3 == 2, so the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned char u = __VERIFIER_nondet_int() ? 3 : 1;
  unsigned char v = u * 96; // trap: 96 * {1, 3} ≡ 0 (mod 96) before the wrap
  if (v % 3 == 2)
    reach_error();
  return 0;
}
