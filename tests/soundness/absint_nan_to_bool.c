// a NaN converted to _Bool is 1 (it compares unequal to 0), although it is not > 0 and not < 0
// expect: FALSE
// inputs: 9221120237041090560
// why: conversion to _Bool gives 0 only for a value that compares equal to 0 (C11 6.3.1.2p1); a NaN (input bits 9221120237041090560) compares unequal, so b == 1 while neither d > 0 nor d < 0 holds
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
int main(void) {
  double d = __VERIFIER_nondet_double();
  if (d > 0.0 || d < 0.0)
    return 0;
  _Bool b = d; // trap: NaN is true, not 0
  if (b)
    reach_error();
  return 0;
}
