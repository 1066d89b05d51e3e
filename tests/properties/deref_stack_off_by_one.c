// An off-by-one write past a local array, for one input.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  for (int i = 0; i < n; i++) a[i] = i;
  if (n == 4) a[n] = 0;
  return a[0];
}
