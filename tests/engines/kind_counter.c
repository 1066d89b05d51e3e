// an unbounded loop whose invariant (s == 2 * i) is 1-inductive: no bound unwinds it, the
// induction step proves it
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, s = 0;
  while (i < n) {
    i++;
    s += 2;
    if (s != 2 * i)
      reach_error();
  }
  return 0;
}
