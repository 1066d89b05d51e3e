// x = y, then x += 2 and y += 1 per iteration: x - y grows, widening must not keep it
// expect: FALSE
// cegar-timeout: 5
// inputs: 7
// why: for n == 7 the loop leaves x - y == 7, so the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int y = 0;
  int x = y;
  for (int k = 0; k < n; k++) {
    x = x + 2; // trap: x - y increases by one each iteration
    y = y + 1;
  }
  if (x - y >= 7)
    reach_error();
  return 0;
}
