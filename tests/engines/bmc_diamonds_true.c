// 2^20 paths through 20 diamonds: bounded model checking merges them (20 merges, one formula)
// expect: TRUE
// bmc: TRUE
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int s = 0;
  for (int i = 0; i < 20; i++) {
    if (__VERIFIER_nondet_int() > 0)
      s += 2;
    else
      s += 1;
  }
  if (s > 40 || s < 20)
    reach_error();
  return 0;
}
