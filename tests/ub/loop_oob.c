// ub: out-of-bounds access
// run: inputs=5 outcome=undefined
// A loop with `<=` reads a[5] of int a[5] when the input asks for 5 elements.
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  unsigned n = __VERIFIER_nondet_uint() % 6u;
  int s = 0;
  for (unsigned i = 0; i <= n; i++) s += a[i];
  return s;
}
