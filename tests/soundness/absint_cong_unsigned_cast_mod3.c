// x in {-6, 0} is a multiple of 3 and 6, but (unsigned)x is 4294967290 or 0: 2^32 is not a multiple of 3
// expect: FALSE
// inputs: 1
// why: (unsigned)-6 == 4294967290 (C11 6.3.1.3p2) and 4294967290 % 3 == 1, so on input 1 the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int() ? -6 : 0;
  unsigned u = (unsigned)x; // trap: the conversion adds 2^32
  if (u % 3u == 1u)
    reach_error();
  return 0;
}
