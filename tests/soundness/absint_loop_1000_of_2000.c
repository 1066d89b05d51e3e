// the error at iteration 1000 of a loop of 2000: the counter's range must cover it after widening
// expect: FALSE
// kind-timeout: 5
// inputs: none
// cegar-timeout: 5
// why: i runs through 0..1999, so i == 1000 happens and the error is reached
void reach_error(void) {}
int main(void) {
  int hits = 0;
  for (int i = 0; i < 2000; i++) {
    if (i == 1000) // trap: a middle iteration
      hits++;
  }
  if (hits == 1)
    reach_error();
  return 0;
}
