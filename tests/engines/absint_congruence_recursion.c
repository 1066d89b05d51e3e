// a loop turned into recursion: each call adds 6 to main's variable through a pointer; the
// congruence x ≡ 3 (mod 6) survives the unsigned wrap-around? No: 2^32 is no multiple of 6,
// but it is of 2, so x stays odd, and x & 1 is exactly 1
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static void step(unsigned *x) {
  if (__VERIFIER_nondet_int()) {
    *x += 6;
    step(x);
  }
}
int main(void) {
  unsigned x = 3;
  step(&x);
  if ((x & 1) != 1)
    reach_error();
  return 0;
}
