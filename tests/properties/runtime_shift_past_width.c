// A shift by the width of int or more.
// property: runtime-errors
// expect: FALSE(valid-shift)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = __VERIFIER_nondet_int();
  if (s < 0) return 0;
  return 1 << s;
}
