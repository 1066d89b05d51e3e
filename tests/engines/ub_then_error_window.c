// undefined behaviour for x > INT_MAX - 20 (x + i after the loop), and the error for
// x > 2147483600: the inputs in between reach it without the overflow. Bounded model checking
// and k-induction's base case meet the overflow before the error's bound and must go on to it.
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int i = 0;
  while (i < 20) { i++; }
  int y = x + i;
  if (x > 2147483600) reach_error();
  return y;
}
