// a pointer to an int converted to unsigned char * and one byte written through it
// expect: FALSE
// inputs: none
// why: a character type may access any object's bytes (C11 6.5p7); byte 1 of x is bits 8..15 on little-endian i386, so x becomes 256 and the error is reached
void reach_error(void) {}
int main(void) {
  int x = 0;
  unsigned char *c = (unsigned char *)&x;
  c[1] = 1; // trap: a byte of x written through a converted pointer
  if (x == 256)
    reach_error();
  return 0;
}
