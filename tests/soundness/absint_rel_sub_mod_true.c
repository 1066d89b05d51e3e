// b = a + 7 and both step by 3 in nested loops, wrapping freely: b - a is 7 modulo 2^32
// expect: TRUE
// why: unsigned arithmetic is modulo 2^32, and every step adds the same amount to a and b
// cegar-timeout: 5
// symex-timeout: 5
// bmc-timeout: 5
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = a + 7;
  while (__VERIFIER_nondet_int()) {
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k > 5)
      k = 0;
    while (k > 0) {
      a += 3;
      b += 3;
      k--;
    }
  }
  if (b - a != 7u)
    reach_error();
  return 0;
}
