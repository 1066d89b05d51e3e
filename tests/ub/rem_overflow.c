// ub: signed division overflow
// run: inputs=-2147483648,-1 outcome=undefined
// The remainder INT_MIN % -1 is undefined like the quotient (C11 6.5.5p6); other inputs are fine.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (y == 0) return 0;
  return x % y;
}
