// A variable-length array is read after its block has ended. Every engine finds it, but
// gcc's AddressSanitizer does not instrument variable-length arrays' scopes, so no sanitizer
// confirms it: UNKNOWN with the counterexample and that reason, never TRUE.
// property: valid-memsafety
// expect: FALSE(valid-deref)
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8)
    return 0;
  int *p;
  {
    int v[n];
    v[0] = n;
    p = v;
  }
  return p[0];
}
