// covers: calls with several parameters, argument conversions, void functions, early return
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 2
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 307
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 299
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 2603
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 721
extern int __VERIFIER_nondet_int(void);
int total;
void add(int v) { total += v; }
long mix(char c, short s, int i, long l, unsigned u) {
  if (c == 0) return -1;
  return c + s * 2 + i * 3 + l * 4 + (long)(u % 1000u);
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  add(x % 10); add(3);
  long m = mix(x, x, x % 1000, 2, (unsigned)x);
  return (int)(m % 100000) + total;
}
