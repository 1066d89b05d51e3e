// bsearch on a sorted array finds the key exactly when it is present, and returns a pointer into the array
// expect: TRUE
// cegar-timeout: 5
// why: the array is sorted for the comparator, so bsearch returns a pointer to an element equal to the key if there is one and NULL otherwise (C11 7.22.5.1p4); keys are odd and below 10 exactly when present
// probe: 5
// probe: 4
// probe: 9
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void *bsearch(const void *, const void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int cmp(const void *k, const void *e) {
  int a = *(const int *)k, b = *(const int *)e;
  return (a > b) - (a < b);
}
int main(void) {
  int a[5] = { 1, 3, 5, 7, 9 };
  int key = __VERIFIER_nondet_int();
  int *r = bsearch(&key, a, 5, sizeof(int), cmp);
  int present = key > 0 && key < 10 && key % 2 == 1;
  if (present != (r != 0) || (r && (*r != key || r < a || r >= a + 5)))
    reach_error();
  return 0;
}
