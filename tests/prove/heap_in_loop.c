// expect: FALSE
// The loop allocates: the arbitrary state at its head (with the objects of the first arrival)
// would not contain the block p points to from the second iteration on. The prover must not
// cut such a loop; the error is reached in the second iteration.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
int x = 0;
int *p = &x;
int main(void) {
  /*@ loop invariant *p == 0; */
  while (__VERIFIER_nondet_int()) {
    if (p != &x) reach_error();
    int *q = malloc(sizeof(int));
    if (!q) return 0;
    *q = 0;
    p = q;
  }
  return 0;
}
