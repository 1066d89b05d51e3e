// a static local keeps its value across calls: the third call returns 3
// expect: FALSE
// inputs: none
// why: n has static storage duration (C11 6.2.4p3), initialised once to 0 and incremented at each call, so next() returns 1, 2, 3 and the error is reached
void reach_error(void) {}
int next(void) {
  static int n; // trap: not reset at each call
  n++;
  return n;
}
int main(void) {
  next();
  next();
  if (next() == 3)
    reach_error();
  return 0;
}
