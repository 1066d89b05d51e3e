// A shift by the width of unsigned int or more (of an unsigned value, so that no shift within
// the width can overflow).
// property: runtime-errors
// expect: FALSE(valid-shift)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = __VERIFIER_nondet_int();
  if (s < 0) return 0;
  return (int)(1u << s);
}
