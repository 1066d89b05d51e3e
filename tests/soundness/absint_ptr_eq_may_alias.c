// p == q between a pointer to x and one to x or y: when equal, a write through q is a write of x
// expect: FALSE
// inputs: 1
// why: on input 1 q points to x, so p == q holds and *q = 5 sets x to 5; the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0, y = 0;
  int *p = &x;
  int *q = &y;
  if (__VERIFIER_nondet_int())
    q = &x;
  if (p == q) { // trap: may be equal, need not be
    *q = 5;
    if (x == 5)
      reach_error();
  }
  return 0;
}
