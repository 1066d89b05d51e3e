// a static local initialised once: a second top-level call continues from where the first left it
// expect: TRUE
// cegar-timeout: 5
// why: the static is initialised before program start, not at each call (C11 6.2.4p3, 6.7.9p10): f(n) runs n + 1 activations, the first sees 101, so the next call's first activation sees 102 + n; mine is one object per activation
// probe: 0,0
// probe: 3,2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int f(int n) {
  static int calls = 100; // trap: not re-initialised per call
  int mine = ++calls;
  if (n > 0)
    f(n - 1);
  return mine;
}
int main(void) {
  int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (n < 0 || n > 4 || m < 0 || m > 4)
    return 0;
  int a = f(n);
  int b = f(m);
  if (a != 101 || b != 102 + n)
    reach_error();
  return 0;
}
