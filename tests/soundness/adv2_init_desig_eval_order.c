// gcc evaluates the initializers of { .y = next(), .x = next() } in member order, not list order: x gets the first value
// expect: FALSE
// inputs: 1
// why: the evaluations of the initialization list expressions are indeterminately sequenced with respect to one another (C11 6.7.9p23), so either order is allowed and no undefined behaviour arises (the counter is changed inside calls); gcc -m32 -O0 stores the members in declaration order, calling next() for .x first, so p.x == 1 and p.y == 2 and the error is reached; a verifier must cover that order
// effigy-gap: initializers are evaluated in the order written; gcc evaluates them in member order (C leaves it unspecified, 6.7.9p23)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct P { int x, y; };
static int next(void) {
  static int counter;
  return ++counter;
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  struct P p = { .y = next(), .x = next() }; // trap: not necessarily y first
  if (k == 1 && p.x < p.y)
    reach_error();
  return 0;
}
