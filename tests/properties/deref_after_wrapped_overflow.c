// Signed overflow is no memory-safety violation: under valid-memsafety signed arithmetic
// wraps (as SV-COMP's MemSafety tasks assume and as the sanitizer replay is compiled, with
// -fwrapv), and the wrapped value then indexes past the array.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {0, 0, 0, 0};
  int x = __VERIFIER_nondet_int();
  if (x < 2147483600)
    return 0;
  int y = x + 100;
  int i = y < 0 ? 6 : 1;
  a[i] = 1;
  return a[1];
}
