// a bit-field in ?: is promoted (c ? s.x : s.y) - 8 < 0, and s.x -= 9 wraps modulo 8
// expect: FALSE
// inputs: 1,3
// why: both arms are promoted to int (C11 6.5.15p5 with 6.3.1.1p2) so the difference is a negative int; s.x -= 9 computes s.x - 9 in int and stores it modulo 2^3, so 3 becomes 2 (and not 0 or 7)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct S { unsigned x : 3; unsigned y : 3; };
int main(void) {
  struct S s;
  int c = __VERIFIER_nondet_int();
  s.x = __VERIFIER_nondet_int();
  s.y = 7;
  int neg = (c ? s.x : s.y) - 8 < 0; // trap: int, not unsigned
  s.x -= 9; // trap: stored modulo 8
  if (neg && c && s.x == 2)
    reach_error();
  return 0;
}
