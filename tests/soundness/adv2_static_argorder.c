// gcc -m32 evaluates the arguments of a call right to left: next() + a static counter gives pair(next(), next()) the values 2, 1
// expect: FALSE
// inputs: 1
// why: the order in which arguments are evaluated is unspecified (C11 6.5.2.2p10, the two calls are indeterminately sequenced, no undefined behaviour); gcc -m32 -O0 evaluates the last argument first, so the first parameter gets the second value of the static counter and a > b; a verifier must cover that order
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int next(void) {
  static int counter; // one object for all calls
  return ++counter;
}
static void pair(int a, int b, int k) {
  if (k == 1 && a > b) // trap: possible, gcc's order
    reach_error();
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  pair(next(), next(), k);
  return 0;
}
