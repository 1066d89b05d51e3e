// A goto after the second loop goes back before the first: the loops are inside a larger
// one, and the second round starts with n one larger and a flag set that only that round can
// see at the error.
// expect: FALSE
// kind: FALSE
// bmc: FALSE
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 100) return 0;
  unsigned round = 0;
again:;
  unsigned i = 0;
  while (i < n) i++;
  unsigned j = 0;
  while (j < i) j++;
  if (round == 1 && j == n) reach_error();
  if (round == 0) { round = 1; n = n + 1; goto again; }
  return 0;
}
