// x % 2 == 0 for any sign of x: then x & 1 is 0
// expect: TRUE
// why: x % 2 == 0 means x is even (C11 6.5.5p6: x == (x / 2) * 2), negative or not, and an even number's lowest bit is 0 in two's complement
// probe: -4
// probe: -2147483648
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x % 2 == 0) {
    if (x & 1) // trap: negative even numbers too
      reach_error();
  }
  return 0;
}
