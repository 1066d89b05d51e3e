// x = w, then w = w - 1 in unsigned: for w == 0 it wraps to UINT_MAX, so x < w
// expect: FALSE
// inputs: 0
// why: for w == 0, w - 1 wraps to 4294967295 (C11 6.2.5p9) while x stays 0, so x < w and the error is reached; x - w == 1 holds only modulo 2^32
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = w;
  w = w - 1; // trap: wraps at 0
  if (x < w)
    reach_error();
  return 0;
}
