// integer division truncates toward zero: the remainder takes the dividend's sign
// expect: TRUE
// why: C11 6.5.5p6: x / 2 truncates toward zero and x % 2 == x - (x / 2) * 2, so for negative x the remainder is 0 or -1, never 1, and the identity always holds
// probe: -1
// probe: -999
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -1000 && x < 0);
  if (x % 2 == 1) // trap: a floor/Euclidean remainder would be 1 for odd x
    reach_error();
  if (x / 2 * 2 + x % 2 != x)
    reach_error();
  return 0;
}
