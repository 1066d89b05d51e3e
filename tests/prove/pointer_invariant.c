// expect: FALSE
// An invariant about a pointer: at an arbitrary loop head the pointer has no known object, so
// the invariant cannot be evaluated there. That must not drop the states (which would leave the
// loop unexplored and prove anything after it): the error after the loop is reached.
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  int a[10];
  int *p = a;
  /*@ loop invariant a <= p && p <= a + 10; */
  while (p < a + 10) {
    *p = 0;
    p++;
  }
  reach_error();
  return 0;
}
