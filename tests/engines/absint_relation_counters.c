// two unsigned counters copied from one input and stepped together in a recursion through
// pointers: their difference modulo 2^32 stays 0 although both may wrap, so x == w at the end
// (kept as a modular difference; no interval holds either value)
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static void both(unsigned *x, unsigned *w) {
  if (__VERIFIER_nondet_int()) {
    ++*x;
    ++*w;
    both(x, w);
  }
}
int main(void) {
  unsigned w = __VERIFIER_nondet_uint();
  unsigned x = w;
  both(&x, &w);
  if (x != w)
    reach_error();
  return 0;
}
