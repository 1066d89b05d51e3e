// x is even for the first iterations, then odd: the parity candidate holds at the first visit
// but is not inductive, so Houdini must drop it; the base case finds the error at iteration 5
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x == 6)
      x = 1;
    else
      x += 2;
  }
  if (x % 2)
    reach_error();
  return 0;
}
