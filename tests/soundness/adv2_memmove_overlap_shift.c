// memmove between overlapping ranges copies as if through a temporary: shifting right by one element duplicates a[0]
// expect: FALSE
// inputs: 1
// why: memmove copies as if the n bytes were first copied to a temporary array that does not overlap (C11 7.24.2.2p2), so memmove(a + d, a, 12) on d == 1 gives {1, 1, 2, 3, 5} (a forward byte copy would give {1, 1, 1, 1, 5}); on d == 0 it is a copy onto itself, also defined for memmove
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void *memmove(void *, const void *, unsigned int);
void reach_error(void) {}
int main(void) {
  int a[5] = { 1, 2, 3, 4, 5 };
  int d = __VERIFIER_nondet_int();
  if (d < 0 || d > 2)
    return 0;
  memmove(a + d, a, 12); // trap: overlapping, defined
  if (a[1] == 1 && a[2] == 2 && a[3] == 3 && a[4] == 5)
    reach_error();
  return 0;
}
