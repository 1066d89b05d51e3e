// x stays even; that is not k-inductive from an arbitrary x (an odd x stays odd forever), but
// it is an invariant Houdini finds among its candidates (x & 1 == 0 at the first visit, kept by
// every iteration), and the step case assumes it
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_uint()) {
    x += 2;
  }
  if (x % 2)
    reach_error();
  return 0;
}
