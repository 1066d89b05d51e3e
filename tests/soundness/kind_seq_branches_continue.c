// loops in both branches of an if, one with continue; the third loop follows either
// expect: FALSE
// inputs: 81,1
// why: with c > 0 the first loop counts the even i in 1..81: s == 40
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int s = 0, i = 0, j = 0;
  if (c > 0) {
    while (i < n) {
      i++;
      if (i % 2)
        continue; // trap: skips the count on odd i
      s++;
    }
  } else {
    while (i < n)
      i += 2;
  }
  while (j < 4)
    j++;
  if (c > 0 && s == 40)
    reach_error();
  return 0;
}
