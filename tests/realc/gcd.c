// Euclid's gcd and the lcm of two bounded positive integers; checks divisibility properties
// expect: TRUE
// why: gcd(a,b) divides a and b (Euclid's invariant gcd(a,b) = gcd(b, a mod b)), so a/g*b is a common multiple that a and b divide; a, b <= 1000 so a/g*b <= 10^6 does not overflow
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static int gcd(int a, int b) {
  while (b != 0) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 1 && a <= 1000);
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(b >= 1 && b <= 1000);
  int g = gcd(a, b);
  if (!(g >= 1 && a % g == 0 && b % g == 0))
    reach_error();
  int l = a / g * b;
  if (!(l % a == 0 && l % b == 0 && l >= a && l >= b))
    reach_error();
  printf("gcd=%d lcm=%d\n", g, l);
  return 0;
}
