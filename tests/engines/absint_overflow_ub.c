// doubling an input that may exceed INT_MAX / 2: signed overflow, which the intervals do not
// rule out (and say so)
// expect: UB
// absint: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0)
    x = x * 2;
  if (x == -1)
    reach_error();
  return 0;
}
