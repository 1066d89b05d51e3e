// trial-division primality test with the loop condition i * i < n instead of i * i <= n: squares of primes are reported prime
// expect: FALSE
// inputs: 4
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static int is_prime(int n) {
  if (n < 2)
    return 0;
  for (int i = 2; i * i < n; i++) /* bug: should be i * i <= n */
    if (n % i == 0)
      return 0;
  return 1;
}

static int is_prime_slow(int n) {
  if (n < 2)
    return 0;
  for (int i = 2; i < n; i++)
    if (n % i == 0)
      return 0;
  return 1;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 50);
  if (!(is_prime(n) == is_prime_slow(n)))
    reach_error();
  printf("%d is %s\n", n, is_prime(n) ? "prime" : "composite");
  return 0;
}
