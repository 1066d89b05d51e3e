// calloc returns a null pointer when the product of its arguments does not fit in a size_t
// expect: FALSE
// inputs: 1073741824
// symex: FALSE
// bmc: FALSE
// kind: FALSE
// cegar: FALSE
extern unsigned int __VERIFIER_nondet_uint(void);
extern void *calloc(unsigned int, unsigned int);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  int *p = calloc(n, 4); // trap: n * 4 wraps to a small size in 32 bits
  if (n >= 0x40000000u && p == 0)
    reach_error();
  return 0;
}
