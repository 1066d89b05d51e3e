// while (x++ < y): in the body x is the incremented value, x == y is reachable
// expect: FALSE
// inputs: 3
// why: for y == 3 the third test sees x == 2 < 3 and increments x to 3, so the body finds x == y and the error is reached; the condition bounds the old x, x - y <= 0 in the body, not < 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 100)
    return 0;
  int x = 0;
  while (x++ < y) { // trap: the comparison reads x before the increment
    if (x == y)
      reach_error();
  }
  return 0;
}
