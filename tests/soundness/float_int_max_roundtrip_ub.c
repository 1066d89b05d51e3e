// (int)(float)i is undefined for i = INT_MAX: the float is 2^31, one past INT_MAX
// expect: UB
// why: (float)2147483647 rounds to 2147483648.0f, which is out of int's range, so converting it back to int is undefined (C11 6.3.1.4p1); every i >= 2147483520 rounds to it
// ub-inputs: 2147483647
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  float f = (float)i;
  int j = (int)f; // trap: x86 gives INT_MIN
  if (j < 0 && i > 0)
    reach_error();
  return 0;
}
