// the invariant speaks of n, which the loop reads but never writes (a parameter of the Horn
// clauses, as the variables it writes), and not of z, which wraps without harm
// expect: TRUE
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10000) return 0;
  int x = 0, y = 0;
  unsigned int z = 5;
  while (x < n) {
    x++;
    y += 3;
    z = z + 2 * y - 1;
    if (z > 100000u) z = 7;
  }
  if (y != 3 * x || x > n)
    reach_error();
  return 0;
}
