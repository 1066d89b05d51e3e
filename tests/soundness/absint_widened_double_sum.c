// a double sum grown in a loop and then converted to int: after 100 iterations it is 3e9
// expect: UB
// kind-timeout: 5
// why: s reaches 100 * 3e7 = 3e9 (exact in double) after the loop, and (int)s is undefined since 3e9 > INT_MAX (C11 6.3.1.4p1); the loop runs on every input
// ub-inputs: none
void reach_error(void) {}
int main(void) {
  double s = 0.0;
  for (int i = 0; i < 100; i++)
    s += 3e7;
  int k = (int)s; // trap: needs the loop's exit value of s
  if (k == 0)
    reach_error();
  return 0;
}
