// conversion to _Bool compares with 0, it does not keep the lowest bit
// expect: TRUE
// why: (_Bool)v is 0 iff v == 0 (C11 6.3.1.2), so b == (x != 0) for every x (b == 1 for x == 256, where an unsigned char gets 0)
// probe: 256
// probe: 2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x; // trap: not x & 1
  unsigned char c = x;
  if (x == 256 && (b != 1 || c != 0))
    reach_error();
  if ((_Bool)2 != 1 || b != (x != 0))
    reach_error();
  return 0;
}
