// iterative Fibonacci in unsigned int with a monotonicity sanity check; F(48) exceeds 2^32 and wraps around
// expect: FALSE
// inputs: 48
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 2 && n <= 60);
  unsigned prev = 0, cur = 1; /* F(0), F(1) */
  for (int i = 2; i <= n; i++) {
    unsigned next = prev + cur; /* bug: wraps for i >= 48 */
    prev = cur;
    cur = next;
  }
  if (!(cur >= prev))
    reach_error();
  printf("F(%d) = %u\n", n, cur);
  return 0;
}
