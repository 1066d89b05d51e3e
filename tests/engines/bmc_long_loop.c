// 10000 iterations, each a diamond: 2^10000 paths, which tree exploration cannot enumerate;
// bounded model checking merges each iteration's two states and proves the program fully
// unwound at bound 16384
// expect: TRUE
// bmc: TRUE
// auto: TRUE
// symex: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned int ones = 0;
  for (int i = 0; i < 10000; i++) {
    if (__VERIFIER_nondet_int())
      ones++;
  }
  if (ones > 10000)
    reach_error();
  return 0;
}
