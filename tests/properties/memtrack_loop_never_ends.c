// Every iteration loses the previous block, and the loop never ends: a violation no check at
// the program's end can see. No engine may answer TRUE.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// replay: no
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  while (1) { p = malloc(sizeof(int)); *p = __VERIFIER_nondet_int(); }
}
