// a volatile object nobody else touches holds what was stored: two reads agree, and v++ adds one
// expect: TRUE
// why: volatile means every access is performed (C11 6.7.3p7), not that the value changes by itself: in a hosted single-threaded program with no signal handler the object keeps the stored value
// probe: 2147483646
// probe: -5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
volatile int g;
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 2147483647)
    return 0;
  volatile int v = x;
  g = x;
  int a = v, b = v;
  v++;
  if (a != b || v != x + 1 || g != x) // trap: a volatile is not a nondeterministic value
    reach_error();
  return 0;
}
