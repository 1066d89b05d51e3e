// b = a + 7 (mod 2^32), then a steps by 3 and b by 3 except on one branch: b - a leaves 7
// expect: FALSE
// inputs: 5,1,1,0
// why: the first iteration takes the branch that steps only a (the second input is 1, the third
// why: is 1): b - a becomes 4 as unsigned, and the loop ends on the fourth input 0
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = a + 7;
  while (__VERIFIER_nondet_int()) {
    a += 3;
    if (!__VERIFIER_nondet_int()) // trap: b is stepped only when this input is 0
      b += 3;
  }
  if (b - a != 7u)
    reach_error();
  return 0;
}
