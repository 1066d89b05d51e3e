// x * 3 overflows for large x.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0) return 0;
  return x * 3 > 100;
}
