// covers: unsigned wrap-around, narrowing conversions, unsigned division and remainder
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 320
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 65725
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 65874
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 386
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned sum = x + y, diff = x - y, prod = x * y;
  unsigned short n = (unsigned short)(sum ^ prod);
  unsigned q = y == 0u ? 0u : x / y;
  unsigned m = y == 0u ? 0u : x % y;
  return (int)((sum >> 16) + (diff & 0xffu) + n % 977u + q % 13u + m % 17u);
}
