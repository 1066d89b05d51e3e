// the bound n is written before the loop only: the step case keeps its value, so
// i <= n after the loop needs no auxiliary invariant
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  int i = 0;
  while (i < n) {
    i++;
  }
  if (i != n)
    reach_error();
  return 0;
}
