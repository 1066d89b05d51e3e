// over integers c == n throughout; an unsigned char wraps at 256, so after 1000 iterations
// c is 232: FALSE, never TRUE from an invariant of the integer abstraction
// expect: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned char c = 0;
  int n = 0;
  while (n < 1000) {
    c++;
    n++;
  }
  if (c != n)
    reach_error();
  return 0;
}
