// a header's struct whose member points to a struct only one file defines (an opaque type to the other): one type in both files, in either order
// verify: main.c list.c => FALSE
// verify: list.c main.c => FALSE
// why: push links a node holding v; first reads it back: v = 42 and size 1 reach the error
#include "list.h"
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  struct list l = { 0, 0 };
  int v = __VERIFIER_nondet_int();
  push(&l, v);
  if (first(&l) == 42 && l.size == 1) reach_error();
  return 0;
}
