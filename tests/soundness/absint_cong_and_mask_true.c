// x in {-3, 5, 13} is 5 modulo 8, negative or not: x & 7 is always 5
// expect: TRUE
// why: -3, 5 and 13 all have the low three bits 101 in two's complement, so x & 7 == 5 on every path
// probe: 1,0
// probe: 0,1
// probe: 0,0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 5;
  if (__VERIFIER_nondet_int())
    x = -3;
  else if (__VERIFIER_nondet_int())
    x = 13;
  if ((x & 7) != 5) // trap: the low bits of a negative number
    reach_error();
  return 0;
}
