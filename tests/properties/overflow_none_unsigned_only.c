// Only unsigned arithmetic, which wraps: no-overflow holds on every execution, without a search.
// property: no-overflow
// expect: TRUE
// decided-by: symex bmc kind cegar
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned s = 0;
  while (x != 0) {
    s = s * 31u + (x & 7u);
    x = x >> 1;
  }
  return (int)(s & 1u);
}
