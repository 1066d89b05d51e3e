// reading and writing an int through unsigned char *: x86 is little endian
// expect: TRUE
// why: i386 is little endian, so byte 0 of x is its low byte and byte 3 its high byte; setting byte 3 to 0x80 sets the sign bit, making x negative (character-typed access is always allowed)
// probe: 305419896
// probe: -1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned char *p = (unsigned char *)&x; // trap: byte order
  if (p[0] != (unsigned char)x || p[3] != (unsigned char)((unsigned)x >> 24))
    reach_error();
  p[3] = 0x80;
  if (x >= 0)
    reach_error();
  return 0;
}
