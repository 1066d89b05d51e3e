// covers: unsigned long long arithmetic wrapping modulo 2^64 (+, *, ~), shifts of 64-bit values by 0..63, 64-bit division and remainder, the product of two ints widened to long long first, narrowing 64-bit values to int and unsigned char, comparisons of long long with unsigned long long and with 0
// run: inputs=0,0 outcome=return 500000840
// run: inputs=16,1 outcome=return 900008019
// run: inputs=18446744073709551615,63 outcome=return 86743836
// run: inputs=4294967296,-2147483648 outcome=return 900296533
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned long long a = __VERIFIER_nondet_ulonglong();
  int x = __VERIFIER_nondet_int();
  unsigned k = (unsigned)x % 64u;
  unsigned long long s = a + 0xFFFFFFFFFFFFFFF0ull;
  unsigned long long m = a * 0x100000001ull;
  unsigned long long sh = (a | 1u) << k;
  unsigned long long rs = ~a >> k;
  long long wide = (long long)x * (long long)x;
  unsigned long long q = a / (unsigned long long)(k + 1u);
  int narrow = (int)(m >> 32);
  unsigned char low = (unsigned char)s;
  int cmp = (-1LL < 0ull) + ((long long)a < 0) * 2 + (a > 0x7fffffffffffffffull) * 4;
  int res = (int)(s % 1000u) + 1000 * (int)(q % 1000u) + 1000000 * cmp + 10000000 * (int)(sh >> 60)
            + 100000000 * (int)(rs % 10u);
  return res + narrow % 100 + (int)(wide % 7) * 3 + low;
}
