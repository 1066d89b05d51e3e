// unsigned char x += 3 a hundred times wraps past 256, and 256 is not a multiple of 3
// expect: FALSE
// inputs: none
// why: 100 * 3 == 300 is stored modulo 256: x == 44 and 44 % 3 == 2, so x % 3 != 0 and the error is reached; x % 3 == 0 does not survive the wrap
void reach_error(void) {}
int main(void) {
  unsigned char x = 0;
  for (int i = 0; i < 100; i++)
    x += 3; // trap: wraps at 256
  if (x % 3 != 0)
    reach_error();
  return 0;
}
