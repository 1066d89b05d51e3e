// x += 2 from 1 while x < 100: the loop leaves x == 101, odd and past the bound
// expect: FALSE
// inputs: none
// why: x takes the odd values 1, 3, ..., 99, 101 and the loop stops at 101, which reaches the error
void reach_error(void) {}
int main(void) {
  int x = 1;
  while (x < 100)
    x += 2; // trap: the exit value is the first odd value >= 100
  if (x == 101)
    reach_error();
  return 0;
}
