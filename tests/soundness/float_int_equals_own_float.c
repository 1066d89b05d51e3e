// i == (float)i holds for every int: the comparison converts i to float too
// expect: TRUE
// why: the usual arithmetic conversions turn i == (float)i into (float)i == (float)i, the same finite float on both sides (unlike (int)(float)i == i, false for 16777217); likewise u == (float)u and l == (double)l
// probe: 16777217,4294967295,9007199254740993
// probe: 2147483647,2147483649,-9223372036854775807
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long long __VERIFIER_nondet_longlong(void);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  unsigned int u = __VERIFIER_nondet_uint();
  long long l = __VERIFIER_nondet_longlong();
  if (!(i == (float)i)) // trap: not an int comparison
    reach_error();
  if (!(u == (float)u))
    reach_error();
  if (!(l == (double)l))
    reach_error();
  return 0;
}
