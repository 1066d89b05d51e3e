// expect: UNKNOWN
// A loop that frees: the second iteration frees p again (undefined behaviour). An arbitrary
// state at the loop head would not know p is already freed, so prove refuses to cut it.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int *p = malloc(sizeof(int));
  int n = __VERIFIER_nondet_int();
  /*@ loop invariant 1; */
  for (int i = 0; i < n; i++)
    free(p);
  return 0;
}
