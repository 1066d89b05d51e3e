// x = (short)y for y beyond SHRT_MAX: the conversion changes the value, x != y
// expect: FALSE
// inputs: 40000
// why: y == 40000 does not fit in short; gcc converts modulo 2^16 (implementation-defined, C11 6.3.1.3p3), x == -25536 != y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 100000)
    return 0;
  short x = (short)y; // trap: a narrowing cast is no x - y == 0
  if (x != y)
    reach_error();
  return 0;
}
