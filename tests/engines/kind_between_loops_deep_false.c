// The value copied between the loops is the first loop's counter after 4000 iterations:
// the error after the second loop is reachable (n = 4000), deeper than a short unwinding.
// expect: FALSE
// kind: UNKNOWN
// kind-timeout: 3
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 5000) return 0;
  unsigned i = 0;
  while (i < n) i++;
  unsigned m = i;
  unsigned j = 0;
  while (j < 10) j++;
  if (m == 4000) reach_error();
  return 0;
}
