// The lecture slides' "symbolic execution tree: example 1": three leaves; the branch y > 7
// is infeasible after x > y.
// entry: foo
// args: "A", "B"
// leaves: 3
// returns: A; B + x - A; B
extern int __VERIFIER_nondet_int(void);
int foo(int x, int y) {
  if (x > y) {
    y = x;
  }
  y = y - x;
  if (y > 7) {
    x = __VERIFIER_nondet_int();
  }
  return x + y;
}
