// a store through an index of several values may write any of the elements it designates
// expect: FALSE
// inputs: 2
// why: with i == 2 the store writes a[2] = 5, so the error is reached; an analysis that updated only one element, or none, of the four the index may designate would miss it
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[4] = {0, 0, 0, 0};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3)
    return 0;
  a[i] = 5; // trap: a weak update of a[0..3]
  if (a[2] == 5)
    reach_error();
  return 0;
}
