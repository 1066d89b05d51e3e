// covers: signed int overflow wrapping as with gcc -fwrapv (which effigy follows): INT_MAX + x, x * 65537, -INT_MIN, ++ on INT_MAX and -- on INT_MIN; arithmetic right shift of a negative int and masking its bytes
// relies-on: -fwrapv
// run: inputs=0 outcome=return 484297
// run: inputs=1 outcome=return 418551
// run: inputs=-2147483648 outcome=return 777
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int a = x + 2147483647;
  int b = x * 65537;
  int c = -x;
  int d = 2147483647;
  d++;
  int e = -2147483647 - 1;
  e--;
  int h = 7;
  for (int i = 0; i < 4; i++) h = h * 31 + (x >> (i * 8) & 0xff);
  return (a ^ b ^ c) % 1000000 + h % 1000 + (d < 0) + (e > 0) * 2;
}
