// Stack blocks of one int each, reached only through their pointers and read and written as
// ints (SV-COMP's termination-memory-alloca shape): every access is valid, and they are
// variables to the analyses, so k-induction and CEGAR prove the loops.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int test_fun(int x, int y) {
  int *x_ref = __builtin_alloca(sizeof(int));
  int *y_ref = __builtin_alloca(sizeof(int));
  int *c = __builtin_alloca(sizeof(int));
  *x_ref = x;
  *y_ref = y;
  *c = 0;
  while (*x_ref > 0) {
    while (*y_ref > 0)
      *y_ref = *y_ref - 1;
    *x_ref = *x_ref - 1;
  }
  return *c;
}
int main(void) { return test_fun(__VERIFIER_nondet_int(), __VERIFIER_nondet_int()); }
