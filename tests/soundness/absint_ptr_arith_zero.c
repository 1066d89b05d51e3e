// pointer arithmetic that comes back to the variable: *(&x + 1 - 1) is x
// expect: FALSE
// inputs: none
// why: &x + 1 is the pointer one past x (allowed, C11 6.5.6p8) and - 1 brings it back to x, so the write sets x to 4 and the error is reached
void reach_error(void) {}
int main(void) {
  int x = 0;
  int *p = &x + 1;
  p = p - 1;
  *p = 4; // trap: an offset pointer designating x
  if (x == 4)
    reach_error();
  return 0;
}
