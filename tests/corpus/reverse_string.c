// covers: char arrays, pointer walking from both ends, swaps through pointers, a string hash with unsigned wrap-around
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 6369
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 88406
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 59021
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 49
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 23058
extern unsigned char __VERIFIER_nondet_uchar(void);
void reverse(char *s, int n) { char *a = s, *b = s + n - 1; while (a < b) { char t = *a; *a++ = *b; *b-- = t; } }
int main(void) {
  char s[8];
  for (int i = 0; i < 7; i++) s[i] = (char)('a' + __VERIFIER_nondet_uchar() % 26);
  s[7] = 0;
  reverse(s, 7);
  unsigned h = 0;
  for (char *p = s; *p; p++) h = h * 31u + (unsigned char)*p;
  return (int)(h % 100000u);
}
