// x = w + 1 in unsigned arithmetic wraps to 0 for w == UINT_MAX: then x < w
// expect: FALSE
// inputs: 4294967295
// why: for w == 4294967295, w + 1 wraps to 0 (C11 6.2.5p9), so x == 0 < w and the error is reached; only x - w ≡ 1 (mod 2^32) holds, not x - w == 1
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = w + 1; // trap: may wrap, x - w == 1 only modulo 2^32
  if (x <= w)
    reach_error();
  return 0;
}
