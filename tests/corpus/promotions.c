// covers: integer promotions, usual arithmetic conversions, signed/unsigned comparison
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 1
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 158
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 8
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
int main(void) {
  unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  int r = 0;
  if (a + b > 255) r += 1;
  if ((unsigned char)(a + b) < a) r += 2;
  if (-1 < 1u) r += 4;
  if ((short)-1 == (unsigned short)65535) r += 8;
  if (s < 0u) r += 16;
  if ((long long)s < 0) r += 32;
  r += (a * b) >> 8;
  return r;
}
