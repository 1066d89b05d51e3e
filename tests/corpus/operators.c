// covers: all comparison operators (< <= > >= == !=) on signed and on unsigned operands, / and % with negative operands (truncation toward zero, signed and unsigned), guarded division by zero and INT_MIN / -1, unary - + ~ !, compound assignments += -= *= /= %= <<= >>= &= ^= |= on int and unsigned, arithmetic right shift of a negative int
// run: inputs=17,5 outcome=return 66838
// run: inputs=-17,5 outcome=return 51973
// run: inputs=-2147483648,-1 outcome=return 1994165
// run: inputs= outcome=return 56637
extern int __VERIFIER_nondet_int(void);
int cmp(int a, int b) {
  return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}
int ucmp(unsigned a, unsigned b) {
  return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  int r = cmp(x, y) + ucmp((unsigned)x, (unsigned)y) * 64;
  int a = x % 1000, b = y % 100;
  int d = b == 0 ? -1 : a / b * 1000 + a % b;
  int big = y == 0 ? 1 : (x == -2147483647 - 1 && y == -1) ? 2 : x / y + x % y;
  unsigned q = y == 0 ? 3u : (unsigned)x / (unsigned)y + (unsigned)x % (unsigned)y;
  unsigned u = (unsigned)x;
  u += 7u; u -= (unsigned)y; u *= 3u; u /= 5u; u %= 100000u;
  u <<= 3; u >>= 1; u &= 0xfff0u; u ^= 0x5555u; u |= 0x8001u;
  int c = a;
  c += 7; c -= b; c *= 3;
  if (b != 0) { c /= b; c %= b; }
  c >>= 1; c &= -4; c ^= 0x55; c |= 0x100;
  int n = -a + +b + ~a + !a + !!b + -(-b);
  return r + d * 3 + (int)(u % 65536u) + c + n + big % 1000 + (int)(q % 1000u);
}
