// s.x / -2 with an unsigned 3-bit field is a negative int: 6 / -2 == -3
// expect: FALSE
// inputs: 6
// why: s.x is promoted to int (C11 6.3.1.1p2), so the division is signed and 6 / -2 == -3 < 0; were it unsigned, -2 would become 4294967294 and the quotient 0
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct S { unsigned x : 3; unsigned y : 5; };
int main(void) {
  struct S s;
  s.x = __VERIFIER_nondet_uint();
  s.y = 1;
  if (s.x / -2 == -3 && s.y * -1 < 0) // trap: signed division and product
    reach_error();
  return 0;
}
