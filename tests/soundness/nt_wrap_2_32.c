// a loop that terminates after exactly 2^32 iterations, when the unsigned counter wraps to 0
// expect: FALSE
// symex-timeout: 5
// bmc-timeout: 5
// kind-timeout: 5
// cegar-timeout: 5
// inputs: none
// why: i++ is modulo 2^32, so after 2^32 iterations i == 0 and the loop exits into reach_error()
// cpu: 90
void reach_error(void) {}
int main(void) {
  unsigned i = 0;
  do {
    i++;
  } while (i != 0); // trap: with mathematical integers this never ends
  reach_error();
  return 0;
}
