// unsigned x : 16 is promoted to int, so s.x * s.x overflows int for s.x >= 46341
// expect: UB
// why: the 16-bit field fits in int and is promoted to int (C11 6.3.1.1p2); 65535 * 65535 exceeds INT_MAX, a signed overflow (C11 6.5p5); computed in unsigned int and widened it would never be negative; gcc wraps to a negative int
// ub-inputs: 65535
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct S { unsigned x : 16; };
int main(void) {
  struct S s;
  s.x = __VERIFIER_nondet_uint();
  long long p = s.x * s.x; // trap: int multiplication, then widened with its sign
  if (p < 0)
    reach_error();
  return 0;
}
