// a switch on a (signed) char: case 200 can never match
// expect: TRUE
// why: the controlling expression is promoted to int with a value in [-128, 127] and the case constant 200 stays 200 (C11 6.8.4.2p5), so case 200 never matches; the byte 200 is -56, which matches case -56
// probe: 200
// probe: -56
extern char __VERIFIER_nondet_char(void);
void reach_error(void) {}
int main(void) {
  char c = __VERIFIER_nondet_char();
  switch (c) {
  case 200: // trap: not the byte 0xC8
    reach_error();
    break;
  case -56:
    return 1;
  default:
    break;
  }
  return 0;
}
