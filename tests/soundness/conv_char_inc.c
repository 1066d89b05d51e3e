// incrementing a signed char holding 127: int arithmetic then conversion, not signed overflow
// expect: TRUE
// why: c++ computes 127 + 1 == 128 in int (no overflow) and converts it back to signed char, which gcc defines as modulo 2^8: -128; no undefined behaviour
// probe: 127
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  signed char c = __VERIFIER_nondet_char();
  __VERIFIER_assume(c == 127);
  c++; // trap: an implementation-defined conversion, not undefined behaviour
  if (c != -128)
    reach_error();
  return 0;
}
