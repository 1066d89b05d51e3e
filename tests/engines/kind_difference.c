// w - x and y - z never change: difference candidates (equal at the first visit) are inductive
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
// auto-timeout: 150
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  unsigned int x = w + 3;
  unsigned int y = __VERIFIER_nondet_uint();
  unsigned int z = y;
  while (__VERIFIER_nondet_uint()) {
    if (__VERIFIER_nondet_uint()) {
      ++w;
      ++x;
    } else {
      --y;
      --z;
    }
  }
  if (x != w + 3 || y != z)
    reach_error();
  return 0;
}
