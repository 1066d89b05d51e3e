// unsigned addition wraps: a + b < a detects the carry
// expect: FALSE
// inputs: 4294967295,1
// why: 4294967295 + 1 == 0 (mod 2^32) < 4294967295
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  if (b == 1 && a + b < a) // trap: impossible with mathematical integers
    reach_error();
  return 0;
}
