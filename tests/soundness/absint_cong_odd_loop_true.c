// x += 2 from 1: x is odd whatever the number of iterations
// expect: TRUE
// cegar-timeout: 5
// why: x starts odd and only 2 is added, and x < n <= 1000 keeps it below 1002 (no overflow), so x % 2 == 1 always
// probe: 1000
// probe: -5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000)
    return 0;
  int x = 1;
  while (x < n)
    x += 2; // trap: x ≡ 1 (mod 2)
  if (x % 2 == 0)
    reach_error();
  return 0;
}
