// no float equals the double 0.1: f == 0.1 compares (double)f, and 0.1 needs more than 24 bits
// expect: TRUE
// why: f == 0.1 converts f to double exactly; the double 0.1 (0x3FB999999999999A) has 53 significant bits, more than any float has, so no float, not even 0.1f, converts to it; 0.5 has one bit and is a float
// probe: 1036831949
// probe: 1056964608
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float f = __VERIFIER_nondet_float();
  if (f == 0.1) // trap: 0.1f is the nearest float, but not equal
    reach_error();
  if (f == 0.5 && f != 0.5f)
    reach_error();
  return 0;
}
