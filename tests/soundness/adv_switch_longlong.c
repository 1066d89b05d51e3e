// a switch on long long: case 0x100000000 is not case 0, and a negative case on an unsigned char never matches
// expect: FALSE
// inputs: 4294967296,255
// why: the controlling expression keeps its type long long after promotion and the case constants are converted to it (C11 6.8.4.2p5): 2^32 matches only case 0x100000000LL; c promotes to int 255, so case 255 matches and case -1 never does
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  unsigned char c = __VERIFIER_nondet_uchar();
  int hit = 0;
  switch (x) {
  case 0: return 0;
  case 0x100000000LL: hit = 1; break; // trap: not truncated to int
  case -0x7fffffffffffffffLL - 1: return 1;
  }
  switch (c) {
  case -1: return 2; // never: c is in [0, 255]
  case 255: hit += 2; break;
  }
  if (hit == 3)
    reach_error();
  return 0;
}
