// memset of one byte of an int: only its low byte changes (i386 is little-endian)
// expect: FALSE
// inputs: none
// why: x == 257 is 0x101; memset(&x, 0, 1) clears its first byte, the low one on i386, so x == 256 and the error is reached
extern void *memset(void *, int, unsigned int);
void reach_error(void) {}
int main(void) {
  int x = 257;
  int *p = &x;
  memset(p, 0, 1); // trap: a partial write through the address
  if (x == 256)
    reach_error();
  return 0;
}
