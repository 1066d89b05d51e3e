// x ≡ 1 (mod 8) for x in {-7, 1}, yet C's x % 4 is -3 for -7: % truncates toward zero
// expect: FALSE
// inputs: 1
// why: on input 1 x == -7 and -7 % 4 == -3 (C11 6.5.5p6), so the error is reached; x % 4 is 1 only for the non-negative x
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int() ? -7 : 1;
  if (x % 4 == -3) // trap: a congruence gives the remainder only for x >= 0
    reach_error();
  return 0;
}
