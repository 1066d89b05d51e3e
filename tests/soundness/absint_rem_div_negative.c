// / and % truncate toward zero: -7 / 2 is -3 and -7 % 2 is -1, not -4 and 1
// expect: FALSE
// inputs: -7
// why: C11 6.5.5p6: the quotient is truncated toward zero and (a/b)*b + a%b == a, so for a == -7: a / 2 == -3, a % 2 == -1, a >> 1 == -4 (gcc: arithmetic shift); all three hold on input -7
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -9 && a <= -5);
  int q = a / 2, r = a % 2, s = a >> 1; // trap: signs of the results
  if (q == -3 && r == -1 && s == -4)
    reach_error();
  return 0;
}
