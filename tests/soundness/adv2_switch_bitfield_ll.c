// gcc: a switch on a long long : 35 field converts the case constants to the 35-bit type, so case 0x7ffffffff matches -1
// expect: FALSE
// inputs: -1
// why: the controlling expression has gcc's type long long:35 after promotion (C11 6.8.4.2p5 converts each case constant to it; the field's type is implementation-defined, 6.7.2.1p5), and 0x7ffffffff converted to a signed 35-bit type is -1: on input -1 the first case is taken (a duplicate case -1 would be rejected by gcc for that reason)
extern long long __VERIFIER_nondet_longlong(void);
void reach_error(void) {}
struct S { long long y : 35; unsigned long long u : 40; };
int main(void) {
  struct S s;
  s.y = __VERIFIER_nondet_longlong();
  s.u = s.y;
  int r = 0;
  switch (s.y) {
  case 0x7ffffffffLL: r = 1; break; // trap: is -1 in 35 bits
  case 0x400000000LL: r = 2; break;
  default: r = 3;
  }
  switch (s.u) {
  case -1: r += 10; break; // 2^40 - 1
  default: r += 20;
  }
  if (r == 11)
    reach_error();
  return 0;
}
