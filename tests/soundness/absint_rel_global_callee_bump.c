// h = g, then a callee increments the global g: the relation g - h == 0 must not survive the call
// expect: FALSE
// inputs: 0
// why: bump() adds 1 to g after h = g, so g == h + 1 and the error is reached on every input in range
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g, h;
void bump(void) { g++; }
int main(void) {
  g = __VERIFIER_nondet_int();
  if (g < 0 || g > 1000)
    return 0;
  h = g;
  bump(); // trap: the callee changes one of the two related globals
  if (g != h)
    reach_error();
  return 0;
}
