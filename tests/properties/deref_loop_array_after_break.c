// The array of a loop body's block is read through a pointer after `break` has left it.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  int n = __VERIFIER_nondet_int();
  while (1) {
    int a[4] = {1, 2, 3, 4};
    p = &a[1];
    if (n > 0)
      break;
    n++;
  }
  return p[0];
}
