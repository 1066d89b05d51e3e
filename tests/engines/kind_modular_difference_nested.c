// a and b = a + 7 stepped alike by nested loops, both wrapping: b - a is 7 modulo 2^32.
// The intervals keep the modular difference (and compute the unsigned subtraction from it);
// k-induction, whose candidates for nested loops come from them, proves it too
// expect: TRUE
// absint: TRUE
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = a + 7;
  while (__VERIFIER_nondet_int()) {
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k > 5) k = 0;
    while (k > 0) {
      a += 3;
      b += 3;
      k--;
    }
  }
  if (b - a != 7u) reach_error();
  return 0;
}
