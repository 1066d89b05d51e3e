// memcpy of an array onto itself (same source and destination) is undefined: the two ranges overlap completely
// expect: UB
// why: C11 7.24.2.1p2: if copying takes place between objects that overlap, the behavior is undefined, and identical ranges overlap; on k == 0 the call copies a onto a (nothing observable changes in glibc's program, and ASan tolerates dst == src), on k == 1 the ranges a[1..2] and a[0..1] overlap (ASan reports memcpy-param-overlap); for k == 2 they are disjoint
// ub-inputs: 1
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void *memcpy(void *, const void *, unsigned int);
void reach_error(void) {}
int main(void) {
  int a[4] = { 1, 2, 3, 4 };
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  memcpy(a + k, a, 8); // trap: k == 0 is a full overlap
  if (a[k] != 1)
    reach_error();
  return 0;
}
