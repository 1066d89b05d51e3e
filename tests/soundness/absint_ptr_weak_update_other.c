// a pointer chosen by a branch is written through: on one path the variable changed is the other one
// expect: FALSE
// inputs: 0
// why: on input 0 p points to y, so *p = 5 writes y and leaves x at 0; the error is reached; a strong update of x alone would miss it
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0, y = 0;
  int *p = &x;
  if (__VERIFIER_nondet_int() == 0)
    p = &y;
  *p = 5; // trap: a weak update of x and y
  if (y == 5 && x == 0)
    reach_error();
  return 0;
}
