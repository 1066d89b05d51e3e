// covers: every compound assignment (+= -= *= /= %= <<= >>= &= ^= |=) on char, signed char, unsigned char, short and unsigned short (computed in int after promotion, narrowed back on the store), ++ and -- wrapping a signed char, arithmetic right shift of a negative short, compound assignments on _Bool
// run: inputs=0,0 outcome=return 145529
// run: inputs=-1,-1 outcome=return 126156
// run: inputs=100,12345 outcome=return 114617
extern char __VERIFIER_nondet_char(void);
extern short __VERIFIER_nondet_short(void);
int main(void) {
  char c = __VERIFIER_nondet_char();
  short s = __VERIFIER_nondet_short();
  signed char sc = 127;
  unsigned char uc = (unsigned char)c;
  unsigned short us = (unsigned short)s;
  _Bool b = 0;
  sc++;
  uc += 250;
  c ^= 0x55;
  us <<= 3;
  s >>= 2;
  uc >>= 1;
  s -= 30000;
  us *= 3;
  c |= 3;
  c /= 3;
  uc %= 7;
  s &= 0x7ff0;
  us ^= 0xa5a5;
  sc--;
  uc <<= 2;
  s |= 1;
  b += 5;
  b *= 2;
  b -= 1;
  b ^= 7;
  return c + sc * 2 + uc * 3 + s + us + b * 100000;
}
