// an unsigned char incremented 300 times wraps past 255: it ends at 44
// expect: FALSE
// inputs: none
// why: c++ on an unsigned char computes c + 1 in int and converts back modulo 256 (C11 6.3.1.3p2), so after 300 increments c == 300 - 256 == 44 and the error is reached
void reach_error(void) {}
int main(void) {
  unsigned char c = 0;
  for (int n = 0; n < 300; n++)
    c++; // trap: wraps at 256
  if (c == 44)
    reach_error();
  return 0;
}
