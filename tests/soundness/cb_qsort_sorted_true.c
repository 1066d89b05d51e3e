// after qsort with a descending comparator the array is sorted descending and is a permutation
// expect: TRUE
// bmc-timeout: 5
// kind-timeout: 5
// why: qsort orders the elements by the comparator (C11 7.22.5.2) and only permutes them: a[0] >= a[1] >= a[2] and the sum is unchanged; the comparator never overflows (it compares, it does not subtract)
// probe: 3,1,2
// probe: -2147483648,2147483647,0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int desc(const void *p, const void *q) {
  int a = *(const int *)p, b = *(const int *)q;
  return (a < b) - (a > b);
}
int main(void) {
  int a[3];
  long long sum = 0;
  for (int i = 0; i < 3; i++) {
    a[i] = __VERIFIER_nondet_int();
    sum += a[i];
  }
  qsort(a, 3, sizeof(int), desc);
  if (a[0] < a[1] || a[1] < a[2] || (long long)a[0] + a[1] + a[2] != sum)
    reach_error();
  return 0;
}
