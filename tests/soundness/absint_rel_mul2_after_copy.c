// x = y, then x = x * 2: no longer x == y (unless y == 0)
// expect: FALSE
// inputs: 1
// why: for y == 1, x == 2 after the doubling, so x != y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 100)
    return 0;
  int x = y;
  x = x * 2; // trap: a product, not x plus something: the relation must go
  if (x != y)
    reach_error();
  return 0;
}
