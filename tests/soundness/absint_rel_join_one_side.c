// x = y on one branch, x = 0 on the other: after the join x == y is not known
// expect: FALSE
// inputs: 5,0
// why: on inputs 5, 0 the else branch sets x = 0 while y == 5, so x != y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 100)
    return 0;
  int x;
  if (__VERIFIER_nondet_int())
    x = y;
  else
    x = 0; // trap: the relation holds on one side only
  if (x != y)
    reach_error();
  return 0;
}
