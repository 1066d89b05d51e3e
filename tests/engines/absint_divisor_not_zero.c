// Euclid's loop divides by b under `b != 0`: an interval cannot leave out the hole at 0, so the
// condition splits b's states into b < 0 and b > 0 and no division by zero remains
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || b < -1000 || b > 1000)
    return 0;
  while (b != 0) {
    int t = b;
    b = a % b;
    a = t;
  }
  if (a < -1000)
    reach_error();
  return 0;
}
