// A compound literal of a block lives until the block ends (C11 6.5.2.5p5): read after it.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  int n = __VERIFIER_nondet_int();
  if (n > 3) {
    p = &(int){5};
    *p += n & 1;
  }
  if (p)
    return *p;
  return 0;
}
