// the constant -2147483648 is a long long (C99): a decimal constant never becomes unsigned
// expect: FALSE
// inputs: 0
// why: 2147483648 fits neither int nor long under ILP32, so it has type long long (C11 6.4.4.1) and x > -2147483648LL is a signed comparison, true for x == 0 (in C90 it would be unsigned long and false)
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0);
  if (x > -2147483648) // trap: unlike -0x80000000, signed
    reach_error();
  return 0;
}
