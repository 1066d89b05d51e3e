// unsigned x == y set by a condition, then y gets a fresh nondet value
// expect: FALSE
// inputs: 3,3,4
// why: on inputs 3, 3 the condition x == y holds; y is then overwritten with 4, so x != y and the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint();
  if (x != y)
    return 0;
  y = __VERIFIER_nondet_uint(); // trap: a havoc must drop x - y ≡ 0
  if (x != y)
    reach_error();
  return 0;
}
