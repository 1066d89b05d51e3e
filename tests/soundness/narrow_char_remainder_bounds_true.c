// C promotes signed and unsigned chars to int before % and comparisons, and effigy's terms compute those at 8 bits: a remainder never leaves (-128, 128) or reaches its divisor, a promoted char never equals 128 or INT_MIN, and unsigned order of non-negative chars is their order
// expect: TRUE
// why: |a % b| < |b| <= 128 (C11 6.5.5p6: a == (a/b)*b + a%b; -128 % -1 is 0 in int, no overflow after promotion); u % v < v for v != 0; a promoted signed char lies in [-128, 127]; for a, b >= 0 (unsigned)a < (unsigned)b exactly when a < b
// probe: -128,-1,255,1
// probe: -127,-128,254,255
// probe: 127,-128,0,7
// probe: -128,127,128,128
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  signed char a = __VERIFIER_nondet_char();
  signed char b = __VERIFIER_nondet_char();
  unsigned char u = __VERIFIER_nondet_uchar();
  unsigned char v = __VERIFIER_nondet_uchar();
  if (b != 0 && (a % b > 127 || a % b < -127))
    reach_error();
  if (v != 0 && u % v >= v)
    reach_error();
  if (a == 128 || (int)a == -2147483647 - 1 || a == -129)
    reach_error();
  if (a >= 0 && b >= 0 && ((unsigned)a < (unsigned)b) != (a < b))
    reach_error();
  if ((signed char)(a * b) != (signed char)((a * b) & 0xff))
    reach_error();
  return 0;
}
