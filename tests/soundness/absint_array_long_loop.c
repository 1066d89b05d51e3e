// a counter array updated for more iterations than any unrolling: the element reaches 100
// expect: FALSE
// cegar-timeout: 5
// inputs: none
// why: the loop adds 1 to c[1] a hundred times, so c[1] == 100 after it and the error is reached
void reach_error(void) {}
int main(void) {
  int c[3] = {0, 0, 0};
  for (int k = 0; k < 100; k++)
    c[1] = c[1] + 1; // trap: widened past the unrolled iterations
  if (c[1] == 100)
    reach_error();
  return 0;
}
