// covers: long long and unsigned long long arithmetic, mixed with int, 64-bit shifts
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 7
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 5474010
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 3298431
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 4218512
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 4538784
extern int __VERIFIER_nondet_int(void);
int main(void) {
  long long a = __VERIFIER_nondet_int();
  unsigned long long b = (unsigned long long)__VERIFIER_nondet_int();
  long long c = a * a - 3 * a + 7;
  unsigned long long d = b * 0x9E3779B97F4A7C15ull;
  d ^= d >> 29;
  long long q = c / 1000, r = c % 1000;
  return (int)(q % 997) + (int)r + (int)(d >> 40) + (a < 0);
}
