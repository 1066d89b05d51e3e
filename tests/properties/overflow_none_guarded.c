// Each addition is guarded so that it cannot overflow; unsigned arithmetic wraps, which is not
// an overflow.
// property: no-overflow
// expect: TRUE
// decided-by: symex bmc kind cegar
#include <limits.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  u = u * 7u + 3u;
  if (y > 0 && x > INT_MAX - y) return 0;
  if (y < 0 && x < INT_MIN - y) return 0;
  return (x + y) > (int)(u & 1);
}
