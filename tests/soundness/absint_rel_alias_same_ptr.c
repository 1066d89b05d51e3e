// a callee increments *a and *b, called with the same address twice: x gains 2, w nothing
// expect: FALSE
// inputs: 9
// why: inc2(&x, &x) increments x twice while w is unchanged, so x == w + 2 and the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
void inc2(unsigned int *a, unsigned int *b) {
  ++(*a);
  ++(*b);
}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = w;
  inc2(&x, &x); // trap: a and b alias
  if (x != w)
    reach_error();
  return 0;
}
