// covers: bit tricks, loops over bits, unsigned masks
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 303
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 3232
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 3131
extern unsigned __VERIFIER_nondet_uint(void);
int pop(unsigned x) { int c = 0; while (x) { x &= x - 1u; c++; } return c; }
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x;
  y = (y & 0x55555555u) + ((y >> 1) & 0x55555555u);
  y = (y & 0x33333333u) + ((y >> 2) & 0x33333333u);
  y = (y + (y >> 4)) & 0x0f0f0f0fu;
  y = (y * 0x01010101u) >> 24;
  return pop(x) * 100 + (int)y;
}
