// __builtin_ctz and popcount take unsigned int: a negative short is converted first, and popcountll of an int sign-extends to 64 bits
// expect: FALSE
// inputs: -32768
// why: the built-ins are prototyped int __builtin_ctz(unsigned int), int __builtin_popcountll(unsigned long long): s == -32768 becomes 0xffff8000 (ctz 15, popcount 17), and as unsigned long long 0xffffffffffff8000 (popcount 49); clz of the same unsigned int is 0
extern short __VERIFIER_nondet_short(void);
void reach_error(void) {}
int main(void) {
  short s = __VERIFIER_nondet_short();
  if (s == 0)
    return 0;
  int t = __builtin_ctz(s); // trap: the converted unsigned int
  int p = __builtin_popcount(s);
  int q = __builtin_popcountll(s); // trap: sign extension to 64 bits
  int z = __builtin_clz(s);
  if (t == 15 && p == 17 && q == 49 && z == 0)
    reach_error();
  return 0;
}
