// covers: recursion over an array passed by pointer (recursive sum, binary search)
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 8400
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 8404
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 8399
extern int __VERIFIER_nondet_int(void);
int sum(const int *a, int n) { return n == 0 ? 0 : a[n - 1] + sum(a, n - 1); }
int find(const int *a, int lo, int hi, int x) {
  if (lo > hi) return -1;
  int mid = lo + (hi - lo) / 2;
  if (a[mid] == x) return mid;
  return a[mid] < x ? find(a, mid + 1, hi, x) : find(a, lo, mid - 1, x);
}
int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++) a[i] = i * 3;
  int x = __VERIFIER_nondet_int() % 30;
  return sum(a, 8) * 100 + find(a, 0, 7, x);
}
