// a header's struct with a member that points to a function taking the struct: one type in both files, an object defined in one and read in the other, and a value of it passed between them
// verify: main.c ol.c => FALSE
// verify: ol.c main.c => FALSE
// why: dflt is {1, run_one}; twice(dflt) calls run through the copy and doubles its 1: 2
#include "ops.h"
extern void reach_error(void);
int main(void) {
  if (dflt.n == 1 && twice(dflt) == 2) reach_error();
  return 0;
}
