// a struct, an anonymous struct's typedef and a function's prototype from one header in both files: one type each, passed by pointer and by value across the files; each file's static helper is its own
// verify: main.c lib.c => FALSE
// engines: symex bmc kind (CEGAR reaches its 20 s on this program, also as one file: its refinement does not find the path through the struct's pointer writes)
// why: x = 5: lib.c's helper doubles it to 10, scale returns 10 + 2 = 12, main.c's helper adds one; span returns {10, 6} by value and calls is 2
#include "types.h"
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
extern int __VERIFIER_nondet_int(void);
static int helper(int v) { return v + 1; }
int main(void) {
  struct point p = { __VERIFIER_nondet_int(), 3 };
  int r = scale(&p, 2);
  range_t s = span(p);
  if (helper(r) == 13 && s.hi == 6 && calls == 2) __assert_fail("reached", "main.c", 10, "main");
  return 0;
}
