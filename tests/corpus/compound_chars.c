// covers: compound assignments on chars and shorts (narrowing), += -= *= /= %= <<= >>=
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 64
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 275
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 289
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 314
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 239
extern char __VERIFIER_nondet_char(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
int main(void) {
  char c = __VERIFIER_nondet_char();
  unsigned char u = (unsigned char)c;
  unsigned short s = __VERIFIER_nondet_ushort();
  c += 100; u *= 3; s -= 40000;
  u /= 2; s %= 1000; c -= 7;
  u <<= 1; s >>= 2; c *= 2;
  return c + u + s;
}
