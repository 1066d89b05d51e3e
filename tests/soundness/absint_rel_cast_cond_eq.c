// (unsigned char)x == (unsigned char)y does not make the unsigned ints x and y equal
// expect: FALSE
// inputs: 0,256
// why: for x == 0 and y == 256 the low bytes are both 0, so the condition holds, yet x != y and the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint();
  if ((unsigned char)x == (unsigned char)y) { // trap: equal modulo 256 only
    if (x != y)
      reach_error();
  }
  return 0;
}
