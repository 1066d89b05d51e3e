// a static local keeps its value across calls: the fourth call returns 4
// expect: FALSE
// cegar-timeout: 5
// inputs: 3
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int next(void) {
  static int n; // trap: a tool that re-initialises n per call only ever sees 1
  return ++n;
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 5);
  for (int i = 0; i < k; i++)
    next();
  if (next() == 4)
    reach_error();
  return 0;
}
