// x % 2 == -1 holds for negative odd x, and then x & 1 is 1
// expect: FALSE
// inputs: -3
// why: -3 % 2 == -1 (C11 6.5.5p6) and -3 & 1 == 1 (two's complement), so on input -3 the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x % 2 == -1) { // trap: a negative remainder sets x ≡ 1 (mod 2)
    if ((x & 1) == 1 && x < 0)
      reach_error();
  }
  return 0;
}
