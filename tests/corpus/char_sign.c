// covers: plain char is signed, comparisons of chars, char arithmetic and promotions
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 7000
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 21020
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 7062
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return -37996
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char u = __VERIFIER_nondet_uchar();
  char c = (char)u;
  signed char s = (signed char)(u + 1);
  int r = 0;
  if (c < 0) r += 1;
  if (c == (char)u) r += 2;
  if (s > c) r += 4;
  r += c / 3 + s % 7;
  return r * 1000 + (c >> 2) + (u >> 2);
}
