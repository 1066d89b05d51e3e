// x in {1, 9} shifted left by 4 into a signed char: 144 becomes -112
// expect: FALSE
// inputs: 1
// why: 9 << 4 == 144, converted to signed char is -112 (gcc reduces modulo 256), which is negative: the error is reached on input 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int() ? 9 : 1;
  signed char c = x << 4; // trap: x ≡ 1 (mod 8), c ≡ 16 (mod 128), yet c may be negative
  if (c < 0 && (c & 127) == 16)
    reach_error();
  return 0;
}
