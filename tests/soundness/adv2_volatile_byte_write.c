// a store through a volatile unsigned char pointer changes one byte of an int: x86 is little endian
// expect: TRUE
// why: *(volatile unsigned char *)&x accesses the lowest-addressed byte of x, its least significant one on x86 (character types may access any object, C11 6.5p7); writing 0 there clears x's low 8 bits only, and a second volatile read sees the same value (no other agent changes it)
// probe: 305419896
// probe: -1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int orig = x;
  volatile unsigned char *p = (volatile unsigned char *)&x;
  p[0] = 0; // trap: the low byte, not the high one
  p[3] ^= 0;
  unsigned char b1 = p[1], b1again = p[1];
  if ((x & 0xff) != 0 || (x & ~0xff) != (orig & ~0xff) || b1 != b1again)
    reach_error();
  if (b1 != (unsigned char)(orig >> 8))
    reach_error();
  return 0;
}
