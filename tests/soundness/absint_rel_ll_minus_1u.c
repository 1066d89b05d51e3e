// long long x = y - 1u for an int y: the subtraction is unsigned, for y <= 0 it wraps to about 2^32
// expect: FALSE
// inputs: 0
// why: y - 1u is computed in unsigned int: for y == 0 it is 4294967295, which the long long x keeps, so x > y and the error is reached; x - y == -1 only for y >= 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < -5 || y > 5)
    return 0;
  long long x = y - 1u; // trap: wraps in unsigned int before the widening
  if (x > y)
    reach_error();
  return 0;
}
