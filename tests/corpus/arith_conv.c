// covers: integer promotions ((unsigned char)200 + (unsigned char)100 is the int 300, ~ and unary - on unsigned char, sizeof of promoted operands), usual arithmetic conversions (-1 < 1u is false, (short)-1 == (unsigned short)65535 is false, -1 < (unsigned short)1 is true, long long against unsigned, unsigned long long against long long), division and remainder of a negative int by an unsigned, ?: with an unsigned and an int operand
// run: inputs=0,0 outcome=return 81843
// run: inputs=-1,255 outcome=return 101998771
// run: inputs=10,244 outcome=return 300065459
// run: inputs=-2147483648,245 outcome=return 1605555
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char a = 200, b = 100;
  int r = 0;
  if (a + b == 300) r |= 1;
  if ((unsigned char)(a + b) == 44) r |= 2;
  if (-1 < 1u) r |= 4;
  if ((short)-1 == (unsigned short)65535) r |= 8;
  if (-1 < (unsigned short)1) r |= 16;
  if (-1LL < 1u) r |= 32;
  if (-1LL < 1ull) r |= 64;
  if (-6 / 4u == 1073741822u) r |= 128;
  if (-6 % 4u == 2u) r |= 256;
  if (sizeof(a + b) == sizeof(int)) r |= 512;
  if (sizeof(a) == 1 && sizeof(+a) == 4) r |= 1024;
  if (~a == -201) r |= 2048;
  if ((unsigned char)~a == 55) r |= 4096;
  if (-a == -200) r |= 8192;
  int x = __VERIFIER_nondet_int();
  unsigned char c = __VERIFIER_nondet_uchar();
  int k = 0;
  if (x > 5u) k += 1;
  if (x > (unsigned short)5) k += 2;
  if ((x ? 1u : -1) > 1u) k += 4;
  if (c + 1 > 255) k += 8;
  if ((unsigned char)(c + 1) < c) k += 16;
  if (c * c > 60000) k += 32;
  long long w = x + 0u;
  long long z = x + 0LL;
  if (w != z) k += 64;
  return r + 16384 * k + 100000000 * (int)(((unsigned)x / 3u) % 7u);
}
