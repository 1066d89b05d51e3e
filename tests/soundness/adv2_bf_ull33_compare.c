// gcc: a 33-bit unsigned long long field compares with -1 in 33 bits: x > -1 never holds, ~x and -x wrap modulo 2^33
// expect: TRUE
// why: gcc types s.x as unsigned long long:33 (C11 6.7.2.1p10, implementation-defined) and converts -1 to it, 2^33 - 1: so s.x > -1 is false for every value, s.x + 1 wraps to 0 only at 2^33 - 1, ~s.x == 2^33 - 1 - s.x and -s.x + s.x == 0 in 33 bits; no condition of the error holds on any input
// probe: 8589934591
// probe: 4294967296
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
void reach_error(void) {}
struct S { unsigned long long x : 33; unsigned int pad : 7; };
int main(void) {
  struct S s;
  s.x = __VERIFIER_nondet_ulonglong();
  unsigned long long v = s.x;
  if (s.x > -1) // trap: -1 becomes 2^33 - 1, not 2^64 - 1 and not int -1
    reach_error();
  if ((unsigned long long)(~s.x) != 0x1ffffffffULL - v || (unsigned long long)(-s.x + s.x) != 0)
    reach_error();
  if ((s.x + 1 == 0) != (v == 0x1ffffffffULL))
    reach_error();
  return 0;
}
