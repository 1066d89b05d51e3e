// undefined behaviour on some inputs (x + 1 and the increments overflow for x near INT_MAX),
// the error on another (x == 5), behind a loop of ten iterations: bounded model checking meets
// the overflow at bound 1, before any bound that reaches the error, and must go on deepening
// (an error path free of the overflow is still a FALSE); k-induction's base case likewise. A
// portfolio whose first engine ends at the undefined behaviour (BMC held to bound 1) must go on
// to the FALSE (engines.rs runs that order).
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// symex: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 1000)
    y = x + 1;
  for (int i = 0; i < 10; i++)
    y++;
  if (x == 5)
    reach_error();
  return 0;
}
