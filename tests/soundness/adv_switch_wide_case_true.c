// case constants are converted to the promoted type of the switch: 0x141 never matches a char, 2^32 + 5 never an int
// expect: TRUE
// why: C11 6.8.4.2p5: c is promoted to int in [-128, 127], so case 0x141 (321) never matches (it is not 'A'); x comes from an int so case 0x100000005LL never matches (it is not 5); for unsigned u, case -1 is 4294967295
// probe: 65,5,4294967295
// probe: 321,4294967301,0
extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  char c = __VERIFIER_nondet_char();
  long long x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  switch (c) {
  case 0x141: reach_error(); break; // trap: not truncated to 'A'
  case 'A': break;
  }
  switch (x) {
  case 0x100000005LL: reach_error(); break; // trap: not truncated to 5
  case 5: break;
  }
  switch (u) {
  case -1: if (u != 4294967295u) reach_error(); break;
  case 0: if (u != 0) reach_error(); break;
  }
  return 0;
}
