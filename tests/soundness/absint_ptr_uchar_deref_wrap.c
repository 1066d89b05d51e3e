// an unsigned char incremented through a pointer wraps past 255
// expect: FALSE
// inputs: none
// why: *pu += 10 computes 260 in int and stores it back modulo 256: u == 4, and the error is reached
void reach_error(void) {}
int main(void) {
  unsigned char u = 250;
  unsigned char *pu = &u;
  *pu += 10; // trap: the conversion back to unsigned char through the pointer
  if (u == 4)
    reach_error();
  return 0;
}
