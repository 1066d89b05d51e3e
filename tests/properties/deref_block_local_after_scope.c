// A pointer to a local of an inner block is read after the block has ended (its lifetime is
// over: C11 6.2.4p6); gcc's AddressSanitizer reports stack-use-after-scope.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p;
  {
    int x = __VERIFIER_nondet_int();
    p = &x;
  }
  return *p;
}
