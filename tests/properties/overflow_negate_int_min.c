// -x overflows for INT_MIN, the only value whose negation does not fit.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > -5) return 0;
  int y = -x;
  return y > 0;
}
