// unsigned short x += 6 past 65536: still even, but no longer a multiple of 3
// expect: FALSE
// kind-timeout: 5
// inputs: none
// why: 11000 * 6 == 66000 is stored modulo 65536: x == 464, even, and 464 % 3 == 2; the error is reached
void reach_error(void) {}
int main(void) {
  unsigned short x = 0;
  for (int i = 0; i < 11000; i++)
    x += 6; // trap: 65536 is divisible by 2, not by 3
  if (x % 2 == 0 && x % 3 == 2)
    reach_error();
  return 0;
}
