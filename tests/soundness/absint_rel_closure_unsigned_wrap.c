// j < i as unsigned after i = 0 - 1 wraps: no difference may be kept through the wrap
// expect: FALSE
// inputs: 0
// why: for n == 0, i = n - 1 wraps to UINT_MAX and j = 5 < i, but j >= n
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 10)
    return 0;
  unsigned i = n - 1; // trap: wraps for n == 0
  unsigned j = 5;
  if (j < i && j >= n)
    reach_error();
  return 0;
}
