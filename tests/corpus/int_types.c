// covers: every integer type, conversions, wrap-around of unsigned arithmetic
// data-model: ILP32
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 2456
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 18499
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 83043
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 7737
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  char c = (char)x; signed char sc = (signed char)(x >> 3); unsigned char uc = (unsigned char)x;
  short s = (short)x; unsigned short us = (unsigned short)((unsigned)x * 3u);
  unsigned u = (unsigned)x; long l = x; unsigned long ul = (unsigned long)x;
  long long ll = (long long)x * 3; unsigned long long ull = (unsigned long long)x * 5u;
  _Bool b = x;
  unsigned r = (unsigned)c + (unsigned)sc * 3u + uc * 5u + (unsigned)s * 7u + us * 11u + u * 13u;
  r ^= (unsigned)(ll >> 1) ^ (unsigned)(ull >> 2) ^ (unsigned)l ^ (unsigned)(ul >> 3) ^ (unsigned)b;
  return (int)(r % 100000u);
}
