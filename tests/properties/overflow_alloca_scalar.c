// An int in a stack block counts up without bound: its increment overflows (the block is a
// variable to the analyses; the overflow is still its arithmetic's).
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc kind
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *x = __builtin_alloca(sizeof(int));
  *x = __VERIFIER_nondet_int();
  if (*x < 2147483640)
    return 0;
  while (__VERIFIER_nondet_int())
    *x = *x + 1;
  return *x;
}
