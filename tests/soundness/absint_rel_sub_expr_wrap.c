// b = a + 3 may wrap for unsigned a: b - a is 3 modulo 2^32 but b < a
// expect: FALSE
// inputs: 4294967294
// why: for a == 4294967294, b wraps to 1: b - a is 3 as unsigned, and b < a reaches the error;
// why: the mathematical difference b - a is then negative, so no difference may be kept for it
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = a + 3; // trap: wraps for a >= 4294967293
  if (b - a != 3u)
    return 0; // never: modular difference
  if (b < a)
    reach_error();
  return 0;
}
