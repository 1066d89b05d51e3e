// A stack block allocated by a callee and returned: the caller's read is of a block whose
// lifetime ended with the call (the block is not a variable: its pointer leaves the function).
// Every engine finds it, but gcc's AddressSanitizer does not see a use of an `alloca` block
// after its function returned: UNKNOWN with the counterexample and that reason, never TRUE.
// property: valid-memsafety
// expect: FALSE(valid-deref)
extern int __VERIFIER_nondet_int(void);
int *make(int v) {
  int *x = __builtin_alloca(sizeof(int));
  *x = v;
  return x;
}
int main(void) {
  int *p = make(__VERIFIER_nondet_int());
  return *p;
}
