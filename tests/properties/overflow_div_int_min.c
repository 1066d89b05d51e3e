// INT_MIN / -1 does not fit an int.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (y == 0) return 0;
  return x / y;
}
