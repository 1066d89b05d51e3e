// unsigned x = w, then a callee increments both through pointers in a loop: x == w always
// expect: TRUE
// kind-timeout: 5
// bmc-timeout: 5
// cegar-timeout: 5
// symex-timeout: 5
// why: inc() adds 1 modulo 2^32 to both x and w (distinct objects), so x - w ≡ 0 (mod 2^32) after every call and x == w on every path
// probe: 4294967295,1,1,0
// probe: 0,1,0
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void inc(unsigned int *a, unsigned int *b) {
  ++(*a);
  ++(*b);
}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = w;
  while (__VERIFIER_nondet_int())
    inc(&x, &w); // trap: both wrap together inside the callee
  if (x != w)
    reach_error();
  return 0;
}
