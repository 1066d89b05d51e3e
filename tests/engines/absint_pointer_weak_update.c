// a pointer to one of two variables chosen by an input: the write may change either (a weak
// update), so the intervals cannot rule out that x became 5, and the error is reachable
// expect: FALSE
// absint: UNKNOWN
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0, y = 0;
  int *p = __VERIFIER_nondet_int() ? &x : &y;
  *p = 5;
  if (x != 0 && y != 0)
    return 0;
  if (x == 5)
    reach_error();
  return 0;
}
