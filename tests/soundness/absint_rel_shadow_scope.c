// an inner x shadows the outer x: ++x in the block changes the inner one, ++y the shared y
// expect: FALSE
// inputs: 0
// why: the outer x keeps y's old value while y is incremented in the block, so x != y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 100)
    return 0;
  int x = y;
  {
    int x = 7;
    ++x; // trap: the inner x, not the outer one
    ++y;
    if (x != 8)
      return 1;
  }
  if (x != y)
    reach_error();
  return 0;
}
