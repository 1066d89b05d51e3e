// covers: << >> on signed and unsigned operands, arithmetic right shift of negative int and long long values (a negative value is scaled by a multiplication, never shifted left)
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 674
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 503316495
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 402653184
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 561160
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned k = (unsigned)__VERIFIER_nondet_int() % 31u;
  int a = x >> k;
  unsigned b = (unsigned)x >> k;
  unsigned c = (unsigned)x << k;
  long long d = (long long)x * (1LL << 20);
  return (int)(a ^ (int)b ^ (int)(c >> 3) ^ (int)(d >> 24));
}
