// float to int conversion truncates toward zero: -1.5f becomes -1, not floor's -2
// expect: TRUE
// why: C11 6.3.1.4p1: the fractional part is discarded (truncation toward zero), so every x in (-2, -1] gives -1, in (-1, 1) gives 0, in [1, 2) gives 1; all in int's range, no undefined behaviour
// probe: 3217031168
// probe: 3204448256
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -2.0f && x < 2.0f);
  int i = (int)x; // trap: not floor(x)
  if (x <= -1.0f && i != -1)
    reach_error();
  if (x > -1.0f && x < 1.0f && i != 0)
    reach_error();
  if (x >= 1.0f && i != 1)
    reach_error();
  return 0;
}
