// unsigned x = y + 1 for an int y == -1: x == 0, mathematically x > y, but x < y compares as unsigned
// expect: FALSE
// inputs: -1
// why: for y == -1, y + 1 == 0 so x == 0; in x < y the int y is converted to unsigned int (C11 6.3.1.8): 0 < 4294967295 and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < -1 || y > 3)
    return 0;
  unsigned int x = y + 1; // trap: x - y == 1 mathematically
  if (x < y)
    reach_error();
  return 0;
}
