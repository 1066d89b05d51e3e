// an unsigned bit-field of width 3 is promoted to int: s.x - 8 < 0 holds
// expect: FALSE
// inputs: 0
// why: every value of unsigned x : 3 fits in int, so s.x is promoted to int, not unsigned int (C11 6.3.1.1p2), and s.x - 8 is a negative int for every x in [0, 7]
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct S { unsigned x : 3; };
int main(void) {
  struct S s;
  s.x = __VERIFIER_nondet_uint();
  if (s.x - 8 < 0) // trap: int arithmetic, not unsigned
    reach_error();
  return 0;
}
