// a function returns one of its two pointer arguments: the caller writes through the one returned
// expect: FALSE
// inputs: 0
// why: on input 0 pick returns &y, so *p = 1 writes y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int *pick(int *a, int *b, int c) { return c ? a : b; }
int main(void) {
  int x = 0, y = 0;
  int *p = pick(&x, &y, __VERIFIER_nondet_int()); // trap: either address
  *p = 1;
  if (y == 1)
    reach_error();
  return 0;
}
