// a first-order low-pass filter driven by inputs in [-1, 1]: its output stays near [-10, 10]
// forever, an interval no unwinding reaches and no bit-precise query over floats decides; the
// intervals widen y to the program's constant 1000 and find it stable (0.9 * 1000 + 1 <= 1000)
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double y = 0.0;
  for (int i = 0; i < 1000000; i++) {
    double x = __VERIFIER_nondet_double();
    if (!(x >= -1.0 && x <= 1.0))
      return 0;
    y = 0.9 * y + x;
    if (!(y >= -1000.0 && y <= 1000.0))
      reach_error();
  }
  return 0;
}
