// lcm of two unsigned ints up to 100000 computed as a * b / gcd(a, b); the product overflows 32 bits before the division
// expect: FALSE
// inputs: 65536,65537
#include <stdio.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static unsigned gcd(unsigned a, unsigned b) {
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static unsigned lcm(unsigned a, unsigned b) {
  return a * b / gcd(a, b); /* bug: a * b wraps around before the division; a / gcd(a, b) * b would not */
}

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a >= 1 && a <= 100000 && b >= 1 && b <= 100000);
  unsigned l = lcm(a, b);
  if (!(l % a == 0 && l % b == 0))
    reach_error();
  printf("lcm(%u, %u) = %u\n", a, b, l);
  return 0;
}
