// gcc: __builtin_add_overflow_p with a bit-field as third argument checks overflow of the bit-field's width (3 bits here)
// expect: FALSE
// inputs: 7
// why: gcc's manual: for the _p built-ins no promotion is applied to the third argument and "if the third argument is a bit-field, the type used for the result overflow checking will have the number of bits specified in the bit-field"; s.x + 1 overflows unsigned:3 exactly when s.x == 7, and 0 - 1 always overflows it
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct B { unsigned x : 3; int y : 4; };
int main(void) {
  struct B s;
  s.x = __VERIFIER_nondet_uint();
  s.y = 0;
  if (__builtin_add_overflow_p(s.x, 1, s.x) && __builtin_sub_overflow_p(0, 1, s.x) && !__builtin_add_overflow_p(7, 0, s.y)) // trap: 3 bits, not unsigned int
    reach_error();
  return 0;
}
