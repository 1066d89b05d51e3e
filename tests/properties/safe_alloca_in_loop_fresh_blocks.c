// A stack block allocated in a loop: each iteration gets a new block (all live until the
// function returns), reached through one pointer; the sum reads only what it wrote. Not a
// variable to the analyses (the allocation is on a cycle), and still safe.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3)
    return 0;
  int sum = 0;
  for (int i = 0; i < n; i++) {
    int *x = __builtin_alloca(sizeof(int));
    *x = i;
    sum += *x;
  }
  return sum;
}
