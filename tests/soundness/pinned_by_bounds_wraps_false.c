// a signed bound pins n to -1, and the product is read unsigned: 0xffffffff squared wraps to 1, which a query decided by evaluating at the pinned value must see as the machine does
// expect: FALSE
// inputs: -1
// why: n >= -1 && n < 0 leaves n == -1; (unsigned)-1 is UINT_MAX (C11 6.3.1.3p2) and UINT_MAX * UINT_MAX mod 2^32 is 1 (6.2.5p9)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n >= -1 && n < 0) {
    unsigned m = (unsigned)n;
    if (m * m == 1u && m > 1u)
      reach_error();
  }
  return 0;
}
