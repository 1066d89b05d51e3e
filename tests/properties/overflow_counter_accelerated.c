// A counter that overflows only after two million iterations: no unwinding bound reaches it;
// bounded model checking's acceleration of the loop (a jump over n iterations, with x and z
// in closed form) does, and gcc's run confirms it.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0, y = 5, z = __VERIFIER_nondet_int();
  while (z > 0) {
    x = x + 1000;
    y = y - 1;
    z = z - 1;
  }
  return x + y;
}
