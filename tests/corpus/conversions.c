// covers: conversions between every integer type (char, signed char, unsigned char, short, unsigned short, int, unsigned, long, unsigned long, long long, unsigned long long, _Bool): truncation, sign and zero extension, unsigned wrap-around, conversions of constants and of an input
// run: inputs=0 outcome=return 2047
// run: inputs=-1 outcome=return 6631423
// run: inputs=70000 outcome=return 3084287
// run: inputs=-2147483648 outcome=return 4849663
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  signed char sc = (signed char)200;
  unsigned char uc = (unsigned char)-1;
  short s = (short)70000;
  unsigned short us = (unsigned short)-2;
  unsigned u = (unsigned)-5;
  int i = (int)3000000000u;
  long long ll = (long long)u;
  unsigned long long ull = (unsigned long long)-1;
  _Bool b1 = 256, b2 = -1, b3 = 0;
  char c = (char)300;
  long l = (long)(short)-3;
  unsigned long ul = (unsigned long)(unsigned char)x;
  int r = 0;
  if (sc == -56) r += 1;
  if (uc == 255) r += 2;
  if (s == 4464) r += 4;
  if (us == 65534) r += 8;
  if (u == 4294967291u) r += 16;
  if (i == -1294967296) r += 32;
  if (ll == 4294967291LL) r += 64;
  if ((ull >> 60) == 15u) r += 128;
  if (b1 + b2 + b3 == 2) r += 256;
  if (c == 44) r += 512;
  if (l == -3) r += 1024;
  signed char xs = (signed char)x;
  unsigned short xus = (unsigned short)x;
  short xsh = (short)x;
  long long xll = (long long)(unsigned)x;
  unsigned long long xull = (unsigned long long)(long long)x;
  _Bool xb = x;
  r += 2048 * xb;
  int t = xs + (int)(xus % 1000u) + xsh % 100 + (int)(xll % 1000) + (int)(xull >> 48) % 1000 + (int)ul;
  return r + 4096 * t;
}
