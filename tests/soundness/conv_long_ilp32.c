// under ILP32 long cannot represent all unsigned ints: long vs unsigned int compares as unsigned long
// expect: TRUE
// why: long and unsigned int are both 32-bit under ILP32, so x < 1U converts x to unsigned long (C11 6.3.1.8): a negative x becomes >= 2^31 and the test is false (it would be true under LP64)
// probe: -1
// probe: -2147483648
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  long x = __VERIFIER_nondet_long();
  __VERIFIER_assume(x < 0);
  if (x < 1U) // trap: -1L < 1U is false under ILP32
    reach_error();
  return 0;
}
