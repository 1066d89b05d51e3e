// x + 2 < y bounds x - y by -3: then x >= y is impossible
// expect: TRUE
// why: x, y in [-1000, 1000] so x + 2 does not overflow; x + 2 < y means x - y <= -3 < 0, so x < y and the error is never reached
// probe: 0,3
// probe: 0,2
// probe: 1000,-1000
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000 || y < -1000 || y > 1000)
    return 0;
  if (x + 2 < y) {
    if (x >= y) // trap: decided by the difference bound only
      reach_error();
  }
  return 0;
}
