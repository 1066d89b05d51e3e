// char + float: the char (signed for gcc on i386) is promoted, then converted to float exactly
// expect: TRUE
// why: plain char is signed on i386, so c is in -128..127; c + 0.5f converts c to float (exact), the sum is exact; uc is c modulo 256, so for negative c the two sums differ by exactly 256
// probe: -1
// probe: -128
// probe: 127
extern char __VERIFIER_nondet_char(void);
void reach_error(void) {}
int main(void) {
  char c = __VERIFIER_nondet_char();
  unsigned char uc = (unsigned char)c;
  float a = c + 0.5f; // trap: -1 + 0.5f is -0.5f, not 255.5f
  float b = uc + 0.5f;
  if (c < 0 && (a >= 0.0f || b != a + 256.0f))
    reach_error();
  if (c >= 0 && a != b)
    reach_error();
  if (a != (int)c + 0.5)
    reach_error();
  return 0;
}
