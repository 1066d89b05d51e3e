// an unsigned char element incremented past 255 wraps to 0
// expect: FALSE
// inputs: none
// why: a[0]++ computes 256 in int and converts it back to unsigned char: 0, so the error is reached
void reach_error(void) {}
int main(void) {
  unsigned char a[2] = {255, 1};
  a[0]++; // trap: conversion back to unsigned char
  if (a[0] == 0)
    reach_error();
  return 0;
}
