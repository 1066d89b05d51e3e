// rounds an unsigned int up to the next power of two; is_pow2() uses the x & (x - 1) trick, which also accepts 0, so next_pow2(0) returns 0
// expect: FALSE
// inputs: 0
#include <stdio.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static int is_pow2(unsigned x) { return (x & (x - 1)) == 0; /* bug: true for x == 0 */ }

static unsigned next_pow2(unsigned x) {
  if (is_pow2(x))
    return x;
  unsigned p = 1;
  while (p < x)
    p <<= 1;
  return p;
}

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x <= 0x80000000u);
  unsigned p = next_pow2(x);
  if (!(p >= x && p != 0 && (p & (p - 1)) == 0))
    reach_error();
  printf("%u -> %u\n", x, p);
  return 0;
}
