// a static local is shared by every activation of a recursive function
// expect: FALSE
// cegar-timeout: 5
// inputs: 3
// why: depth has static storage duration, one object for all calls (C11 6.2.4p3): f(n) runs n + 1 activations that all increment it, and each reads the shared value after its callees ran, so f(3) returns 4 (not 1, as a per-activation copy would)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int f(int n) {
  static int depth; // trap: one object, not one per call
  depth++;
  if (n > 0)
    f(n - 1);
  return depth;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5)
    return 0;
  if (f(n) == 4)
    reach_error();
  return 0;
}
