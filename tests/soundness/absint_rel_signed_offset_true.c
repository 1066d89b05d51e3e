// j = i + 3, both incremented in a bounded loop: j - i == 3 throughout
// expect: TRUE
// bmc-timeout: 5
// cegar-timeout: 5
// why: i starts in [0, 100] and the loop runs at most 1000 times, so no overflow; i and j grow together and j - i == 3 on every path, so j == i + 3 and the error is never reached
// probe: 0,1,1,0
// probe: 100,1,0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 100)
    return 0;
  int j = i + 3;
  for (int k = 0; k < 1000 && __VERIFIER_nondet_int(); k++) {
    i++;
    j++; // trap: the difference survives widening
  }
  if (j - i != 3)
    reach_error();
  return 0;
}
