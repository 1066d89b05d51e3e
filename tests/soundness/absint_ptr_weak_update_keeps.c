// a weak update through a pointer to one of two variables: each keeps its value or gets the new one, never one between
// expect: TRUE
// why: p points to x or to y and only that one becomes 3, so x is 1 or 3 and y is 7 or 3: x is never 2 and y never 5
// probe: 0
// probe: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 1, y = 7;
  int *p = __VERIFIER_nondet_int() ? &x : &y;
  *p = 3; // trap: x in {1, 3}, y in {3, 7}, not the intervals' hulls
  if (x == 2 || y == 5)
    reach_error();
  return 0;
}
