// a callee's alloca block is written in its loop and the callee returns a value, not the
// block: inlined for k-induction, whose step case makes the block's contents arbitrary; the
// error is reachable (n == 7), and the base case finds it
// expect: FALSE
// bmc: FALSE
// kind: FALSE
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int f(int n) {
  int *c = alloca(sizeof(int));
  *c = 0;
  while (*c < n)
    *c = *c + 1;
  return *c;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  if (f(n) == 7)
    reach_error();
  return 0;
}
