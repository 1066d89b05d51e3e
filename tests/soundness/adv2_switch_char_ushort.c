// a switch on an unsigned short promotes it to int: case -1 never matches 65535; on a signed char case 0xff never matches either
// expect: TRUE
// why: integer promotions apply to the controlling expression and case constants are converted to the promoted type int (C11 6.8.4.2p5): us is 0..65535, so case -1 is unreachable and 65535 takes case 0xffff; c is -128..127, so case 0xff (255) is unreachable and (signed char)255 == -1 takes case -1
// probe: 65535,255
// probe: 0,-1
extern unsigned short __VERIFIER_nondet_ushort(void);
extern signed char __VERIFIER_nondet_schar(void);
void reach_error(void) {}
int main(void) {
  unsigned short us = __VERIFIER_nondet_ushort();
  signed char c = __VERIFIER_nondet_schar();
  switch (us) {
  case -1: reach_error(); break; // trap: never 65535
  case 0xffff: break;
  }
  switch (c) {
  case 0xff: reach_error(); break; // trap: never -1
  case -1: if (us == 65535 && c != (signed char)255) reach_error(); break;
  }
  switch ((unsigned char)c) {
  case -1: reach_error(); break;
  }
  return 0;
}
