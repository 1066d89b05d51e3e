// bit manipulation on an unsigned int: Kernighan popcount vs a bit loop, lowest set bit, parity, rotations
// expect: TRUE
// why: x & (x-1) clears exactly the lowest set bit, so Kernighan's loop counts set bits; x & -x isolates the lowest set bit (a power of two, nonzero when x is); rotating left by r then right by r (0 < r < 32, so no shift by 32) is the identity
#include <stdio.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static int popcount_kernighan(unsigned x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

static int popcount_loop(unsigned x) {
  int n = 0;
  for (int i = 0; i < 32; i++)
    n += (x >> i) & 1u;
  return n;
}

static unsigned rotl(unsigned x, unsigned r) { return (x << r) | (x >> (32 - r)); }
static unsigned rotr(unsigned x, unsigned r) { return (x >> r) | (x << (32 - r)); }

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned r = __VERIFIER_nondet_uint();
  __VERIFIER_assume(r >= 1 && r <= 31);
  int pc = popcount_kernighan(x);
  if (!(pc == popcount_loop(x)))
    reach_error();
  unsigned low = x & (0u - x);
  if (x != 0 && !(low != 0 && (low & (low - 1)) == 0 && (x & low) == low))
    reach_error();
  unsigned p = x;
  p ^= p >> 16;
  p ^= p >> 8;
  p ^= p >> 4;
  p ^= p >> 2;
  p ^= p >> 1;
  if (!((int)(p & 1u) == (pc & 1)))
    reach_error();
  if (!(rotr(rotl(x, r), r) == x && popcount_loop(rotl(x, r)) == pc))
    reach_error();
  printf("%u has %d bits set\n", x, pc);
  return 0;
}
