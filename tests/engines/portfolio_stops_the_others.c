// a counter that stays below 2000 over an unbounded loop of inputs: the intervals prove it at
// once, tree exploration never ends (every input may continue the loop); the parallel portfolio
// stops the exploration when the intervals decide
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int s = 0;
  while (__VERIFIER_nondet_int()) {
    s += 2;
    if (s > 1998)
      s = 0;
  }
  if (s < 0 || s > 1998)
    reach_error();
  return 0;
}
