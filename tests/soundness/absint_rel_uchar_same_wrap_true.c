// unsigned char x = w, both incremented in a loop: they wrap together, x == w always
// expect: TRUE
// bmc-timeout: 5
// cegar-timeout: 5
// symex-timeout: 5
// why: x and w are both unsigned char, each ++ adds 1 modulo 256 to both, so x - w ≡ 0 (mod 256) and both in [0, 255]: x == w on every path
// probe: 250,1,1,1,1,1,1,1,1,0
// probe: 255,1,0
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned char w = __VERIFIER_nondet_uchar();
  unsigned char x = w;
  while (__VERIFIER_nondet_int()) {
    ++w;
    ++x; // trap: both wrap at 256, equality survives
  }
  if (x != w)
    reach_error();
  return 0;
}
