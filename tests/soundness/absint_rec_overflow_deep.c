// a recursive power of two overflows int only deep down
// expect: UB
// cegar-timeout: 5
// why: pow2(n) doubles pow2(n - 1); for n == 31 the last doubling computes 2 * 1073741824, which overflows int (C11 6.5p5)
// ub-inputs: 31
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int pow2(int n) {
  if (n == 0)
    return 1;
  return 2 * pow2(n - 1); // trap: overflows at depth 31
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 40)
    return 0;
  if (pow2(n) == 0)
    reach_error();
  return 0;
}
