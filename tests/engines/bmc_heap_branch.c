// an allocation on one branch only: the two states have different objects and are not merged;
// both are followed
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int *p = 0;
  if (x > 10) {
    p = malloc(sizeof(int));
    if (!p)
      return 0;
    *p = x;
  }
  if (p && *p == 42)
    reach_error();
  free(p);
  return 0;
}
