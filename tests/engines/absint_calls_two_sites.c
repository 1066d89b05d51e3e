// one function called at two sites with different ranges: each call is analysed with its own
// arguments (a shared summary would give a * b a range past 50)
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int clamp(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}
int main(void) {
  int a = clamp(__VERIFIER_nondet_int(), 0, 10);
  int b = clamp(__VERIFIER_nondet_int(), -5, 5);
  int c = a * b;
  if (c < -50 || c > 50)
    reach_error();
  return 0;
}
