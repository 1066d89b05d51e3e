/* The absolute value is never negative... except for INT_MIN in two's complement: its magnitude,
 * 2^31, computed without overflow in unsigned arithmetic, converts back to a negative int. Bit-
 * precise symbolic execution finds it (and gcc confirms). (With `-x` the program would have
 * undefined behaviour at INT_MIN, which effigy reports as such.) */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = (int)(x < 0 ? 0u - (unsigned)x : (unsigned)x);
  if (y < 0) reach_error();
  return y;
}
