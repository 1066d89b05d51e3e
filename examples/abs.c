/* The absolute value is never negative... except for INT_MIN in two's complement, which
 * bit-precise symbolic execution finds (and gcc confirms). */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x < 0 ? -x : x;
  if (y < 0) reach_error();
  return y;
}
