// a union of int and short[2]: s[0] is the low half of i on a little-endian machine
// expect: FALSE
// inputs: 65535
// why: u.i == 65535 has bytes ff ff 00 00, so u.s[0] == -1 while u.i > 0; on a big-endian model s[0] == -1 would make i negative
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
union U { int i; short s[2]; };
int main(void) {
  union U u;
  u.i = __VERIFIER_nondet_int();
  if (u.s[0] == -1 && u.i > 0) // trap: reinterpretation of the bytes, low half first
    reach_error();
  return 0;
}
