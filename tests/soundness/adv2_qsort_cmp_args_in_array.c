// qsort passes the comparator pointers to elements of the array itself, never to a copy in a temporary buffer
// expect: TRUE
// why: C11 7.22.5p2: when called from qsort both arguments of the comparison function are pointers to elements of the array; glibc 2.36's merge sort compares in place and copies through its buffer only between calls, so every pointer the callback sees equals &v[i] for some i (equality of pointers to different objects is defined, 6.5.9p6)
// probe: 5,4,3,2,1
// probe: 1,1,1,1,1
// bmc-timeout: 3
// kind-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int v[5];
static int calls;
static int in_array(const void *p) {
  for (int i = 0; i < 5; i++)
    if (p == (const void *)&v[i])
      return 1;
  return 0;
}
static int cmp(const void *a, const void *b) {
  calls++; // a side effect, allowed
  if (!in_array(a) || !in_array(b)) // trap: not a temporary copy
    reach_error();
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
int main(void) {
  for (int i = 0; i < 5; i++)
    v[i] = __VERIFIER_nondet_int();
  qsort(v, 5, sizeof v[0], cmp);
  if (calls == 0 || v[0] > v[1] || v[3] > v[4])
    reach_error();
  return 0;
}
