// a global written by a callee (called twice, not inlined) inside the first loop, copied between loops
// expect: FALSE
// inputs: 60
// why: 60 calls of bump(3) leave g == 180, copied into m; the last bump(0) does not change it
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g;
void bump(int d) { g += d; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  for (int i = 0; i < n; i++)
    bump(3); // trap: the loop writes g only through the callee
  int m = g;
  for (int j = 0; j < n; j++) {
  }
  bump(0);
  if (m == 180)
    reach_error();
  return 0;
}
