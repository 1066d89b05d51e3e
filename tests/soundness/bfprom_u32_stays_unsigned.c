// unsigned x : 32 does not fit in int: it stays unsigned int, and s.x - 8 < 0 never holds
// expect: TRUE
// why: the integer promotions only turn a bit-field into int when int can represent all its values (C11 6.3.1.1p2); a 32-bit unsigned field cannot be, so the arithmetic is unsigned: s.x - 8 wraps and s.x / -2 divides by 4294967294
// probe: 0
// probe: 6
// probe: 4294967295
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct S { unsigned x : 32; unsigned y : 31; };
int main(void) {
  struct S s;
  s.x = __VERIFIER_nondet_uint();
  s.y = s.x;
  if (s.x - 8 < 0 || s.x / -2 > 1) // trap: unsigned, unlike a narrower field
    reach_error();
  if (s.y - 0x80000000 < 0 && s.y >= 8) // y : 31 fits in int, but 0x80000000 is unsigned int
    reach_error();
  return 0;
}
