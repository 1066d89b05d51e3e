// the constant -0x80000000 is unsigned: 0x80000000 does not fit in int, so it is unsigned int
// expect: TRUE
// why: 0x80000000 has type unsigned int and so has its negation, 2147483648u; x > 2147483648u converts x >= 0 to unsigned, which is at most 2147483647
// probe: 0
// probe: 2147483647
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0);
  if (x > -0x80000000) // trap: not INT_MIN
    reach_error();
  return 0;
}
