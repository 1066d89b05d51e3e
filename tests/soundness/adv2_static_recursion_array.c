// a static array in a recursive function accumulates over all activations, and a static depth counter is restored on the way out
// expect: FALSE
// inputs: 4
// why: the statics are single objects shared by every activation (C11 6.2.4p3): rec(n) runs n + 1 activations with depths 0..n; activation with argument m adds its depth n - m to hist[m % 3], so for n == 4: hist[0] += 4 + 1, hist[1] += 3, hist[2] += 2, and depth is back to 0 afterwards
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int hist[3];
static int rec(int m) {
  static int depth;
  static int *h = hist; // initialized once, before the program starts
  h[m % 3] += depth; // trap: depth is shared, not a per-call 0
  depth++;
  if (m > 0)
    rec(m - 1);
  return --depth;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6)
    return 0;
  int d = rec(n);
  if (d == 0 && hist[0] == 5 && hist[1] == 3 && hist[2] == 2)
    reach_error();
  return 0;
}
