// 256 converted to _Bool is 1, converted to unsigned char is 0; char c = 200 is negative
// expect: FALSE
// inputs: 256
// why: conversion to _Bool compares with 0 (C11 6.3.1.2p1), to unsigned char reduces modulo 256 (6.3.1.3p2); plain char is signed on i386 and 200 becomes -56 (gcc, implementation-defined); all three hold on input 256
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x;
  unsigned char u = x;
  char c = 200;
  if (b == 1 && u == 0 && c < 0) // trap: three different conversions
    reach_error();
  return 0;
}
