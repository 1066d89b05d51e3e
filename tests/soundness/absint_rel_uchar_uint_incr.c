// x = (unsigned char)w with w <= 255, then ++x and ++w: x wraps at 256, w does not
// expect: FALSE
// inputs: 255
// why: for w == 255, x == 255 and ++x wraps it to 0 while ++w makes w == 256, so x != w and the error is reached; the two types have different moduli
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  if (w > 255)
    return 0;
  unsigned char x = (unsigned char)w;
  ++x; // trap: unsigned char wraps, unsigned int does not
  ++w;
  if (x != w)
    reach_error();
  return 0;
}
