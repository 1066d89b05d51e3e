// The bound of the second loop is the first loop's counter, copied between the loops; the
// error needs the copy to differ from n, which the first loop's exit (i <= n kept by its
// invariant, i >= n at its exit) rules out.
// expect: TRUE
// kind: TRUE
// auto: TRUE
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000000) return 0;
  unsigned i = 0;
  while (i < n) i++;
  unsigned m = i;
  unsigned j = 0;
  while (j < m) j++;
  if (j != n) reach_error();
  return 0;
}
