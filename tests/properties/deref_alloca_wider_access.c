// A stack block of one int read as a long long through a converted pointer: the access
// passes the end of the block (the block is not a variable: it is not read as its own type).
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *x = __builtin_alloca(sizeof(int));
  *x = __VERIFIER_nondet_int();
  long long *w = (long long *)x;
  if (*x > 5)
    return (int)*w;
  return 0;
}
