// int x = y + 1u is unsigned arithmetic: for y == INT_MAX no UB, x becomes INT_MIN < y
// expect: FALSE
// inputs: 2147483647
// why: y + 1u converts y to unsigned int, 2147483647 + 1 == 2147483648 is no overflow; converting it to int gives -2147483648 (gcc, modulo 2^32, C11 6.3.1.3p3), so x < y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  int x = y + 1u; // trap: not a signed addition: no UB to exclude y == INT_MAX
  if (x < y)
    reach_error();
  return 0;
}
