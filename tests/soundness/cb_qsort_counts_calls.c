// a comparator that counts its calls: qsort of two elements calls it at least once
// expect: FALSE
// inputs: none
// why: qsort cannot order two elements without comparing them, so calls >= 1 after it returns; a qsort modelled as doing nothing (or as havocking the array only) misses the side effect on calls
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int calls;
static int cmp(const void *p, const void *q) {
  calls++;
  return *(const short *)p - *(const short *)q;
}
int main(void) {
  short a[2] = { 2, 1 };
  qsort(a, 2, sizeof(short), cmp);
  if (calls > 0 && a[0] == 1)
    reach_error();
  return 0;
}
