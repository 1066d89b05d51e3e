// gcc: an enum whose constants are all non-negative is unsigned int, so e - 1 > 0 holds for e == 0; one with a negative constant is int
// expect: FALSE
// inputs: 0
// why: the enumerated type is compatible with an implementation-defined integer type (C11 6.7.2.2p4); gcc picks unsigned int when no value is negative, so for e == U0 the expression e - 1 is UINT_MAX (unsigned arithmetic) and > 0; enum S has -1 so it is int and s - 1 < 0 for s == 0; the constants themselves (U0) are int
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
enum U { U0, U1, U2 };
enum S { SM = -1, S0, S1 };
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  enum U e = (enum U)k;
  enum S s = (enum S)k;
  if (U0 - 1 < 0 && s - 1 < 0 && e - 1 > 0) // trap: e is unsigned, U0 and s are int
    reach_error();
  return 0;
}
