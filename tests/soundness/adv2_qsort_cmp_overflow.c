// a comparator written as a - b overflows for far-apart ints: the undefined behaviour happens inside qsort's callback
// expect: UB
// why: qsort calls cmp on the two elements (C11 7.22.5.2), and *a - *b on 2147483647 and -2 overflows int (6.5p5); for inputs whose difference fits the comparator is fine and the array ends sorted
// ub-inputs: 2147483647,-2
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *));
static int cmp(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b; // trap: signed overflow in the callback
}
int main(void) {
  int v[2];
  v[0] = __VERIFIER_nondet_int();
  v[1] = __VERIFIER_nondet_int();
  qsort(v, 2, sizeof v[0], cmp);
  if (v[0] > v[1] && v[0] - v[1] < 1000)
    reach_error();
  return 0;
}
