// a plain int bit-field of width 3 holds -4..3: storing 5 reads back as -3 (gcc: signed, modular)
// expect: FALSE
// inputs: 5
// symex: FALSE
// bmc: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct flags { int small : 3; unsigned int big : 5; };
int main(void) {
  struct flags f = { 0, 0 };
  int v = __VERIFIER_nondet_int();
  if (v < 0 || v > 7)
    return 0;
  f.small = v; // trap: 3 bits, signed
  f.big = v;
  if (f.small < 0 && f.big == 5)
    reach_error();
  return 0;
}
