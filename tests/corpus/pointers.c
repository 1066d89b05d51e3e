// covers: pointer arithmetic, p - q, comparisons, null checks, out parameters
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 40003
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 40254
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 40638
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 41298
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 40240
extern int __VERIFIER_nondet_int(void);
void minmax(const int *a, int n, int *lo, int *hi) {
  *lo = *hi = a[0];
  for (const int *p = a + 1; p < a + n; p++) { if (*p < *lo) *lo = *p; if (*p > *hi) *hi = *p; }
}
int main(void) {
  int a[5];
  for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_int() % 1000;
  int lo, hi;
  minmax(a, 5, &lo, &hi);
  int *p = &a[4], *q = a;
  int *null = 0;
  return (int)(p - q) * 10000 + hi - lo + (null == 0) + (p > q) * 2;
}
