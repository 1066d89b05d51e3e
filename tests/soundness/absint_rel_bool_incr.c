// _Bool x = w, then ++x: a _Bool is 1 after ++, it does not wrap modulo 2
// expect: FALSE
// inputs: 1
// why: for w == 1, x == 1 and ++x converts 2 to _Bool: 1 (C11 6.3.1.2), so x == w and the error is reached; x - w ≡ 1 (mod 2) is false
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) {}
int main(void) {
  _Bool w = __VERIFIER_nondet_bool();
  _Bool x = w;
  ++x; // trap: conversion to _Bool is != 0, not modulo 2
  if (x == w)
    reach_error();
  return 0;
}
