// signed counters j = i, incremented together: i + 1 overflows for i == INT_MAX
// expect: UB
// kind-timeout: 5
// bmc-timeout: 5
// cegar-timeout: 5
// symex-timeout: 5
// why: for i == 2147483647 and a first nondet 1, the loop body computes i + 1 = 2^31, not representable: signed overflow is undefined (C11 6.5p5); the relation i - j == 0 is exact, but the increments are not defined
// ub-inputs: 2147483647,1,0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  int j = i;
  while (__VERIFIER_nondet_int()) {
    i++; // trap: undefined for i == INT_MAX
    j++;
  }
  if (i != j)
    reach_error();
  return 0;
}
