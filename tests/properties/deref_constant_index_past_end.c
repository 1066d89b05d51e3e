// A constant index one past the array's end, reached only on some inputs: the syntactic
// shortcut must not take a constant index for a safe one.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[2] = {0, 0};
  if (__VERIFIER_nondet_int() == 7)
    return a[2];
  return a[1];
}
