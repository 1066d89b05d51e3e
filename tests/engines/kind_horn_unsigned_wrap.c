// over integers s == 3 * i holds and s >= i, so s < i never happens; over 32-bit unsigned
// words s wraps first (i reaches 1431655766 while s = 3 * i wraps past 2^32), and then s < i:
// the error is reachable (deep: no engine reaches it here), so k-induction must not say TRUE
// from the integer invariant
// expect: FALSE
// kind: UNKNOWN
// kind-timeout: 8
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int i = 0, s = 0;
  while (__VERIFIER_nondet_uint()) {
    i++;
    s += 3;
    if (s < i)
      reach_error();
  }
  return 0;
}
