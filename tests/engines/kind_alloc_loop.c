// a loop that allocates: k-induction does not handle it (the objects at the head change),
// so it answers UNKNOWN with the reason
// expect: TRUE
// bmc: UNKNOWN
// kind: UNKNOWN
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    int *p = malloc(sizeof(int));
    if (!p)
      return 0;
    *p = n;
    if (*p != n)
      reach_error();
    free(p);
    n = 1;
  }
  return 0;
}
