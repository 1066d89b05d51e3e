// A counter kept in range by the bound on its loop: the jump over iterations only adds paths,
// and none overflows (x + z stays what z was); bounded model checking cannot unwind the loop
// fully, so it says UNKNOWN, never FALSE; k-induction proves it.
// property: no-overflow
// expect: TRUE
// decided-by: kind
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0, z = __VERIFIER_nondet_int();
  while (z > 0) {
    x = x + 1;
    z = z - 1;
  }
  return x;
}
