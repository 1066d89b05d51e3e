// int x = (int)(y + 2^32) in long long: the truncation gives back y, x == y
// expect: FALSE
// inputs: 0
// why: y + 4294967296 is computed in long long, and the conversion to int keeps the low 32 bits (gcc, modulo 2^32, C11 6.3.1.3p3): x == y, so the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < -100 || y > 100)
    return 0;
  int x = (int)(y + 4294967296LL); // trap: not x - y == 2^32 after the cast
  if (x == y)
    reach_error();
  return 0;
}
