// bsearch must call the comparison function with the key first
// expect: FALSE
// inputs: 7
// why: bsearch compares the key with at least one element of a non-empty array (C11 7.22.5.1), passing the key as the first argument, so the comparator sees key == 7 and reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void *bsearch(const void *, const void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int cmp(const void *k, const void *e) {
  int a = *(const int *)k, b = *(const int *)e;
  if (a == 7) // trap: only reached through bsearch
    reach_error();
  return (a > b) - (a < b);
}
int main(void) {
  int a[4] = { 1, 3, 5, 9 };
  int key = __VERIFIER_nondet_int();
  bsearch(&key, a, 4, sizeof(int), cmp);
  return 0;
}
