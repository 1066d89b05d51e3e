// { .in.y = 9, .in = {1} }: in.y is 0 afterwards, the later braced initializer zeroes what it does not name
// expect: FALSE
// inputs: 1
// why: .in = {1} is an initializer for the whole subobject in and overrides the earlier .in.y = 9 (C11 6.7.9p19; gcc zeroes in.y), so on v == 1 the condition o.in.y == 0 holds
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct I { int x, y; };
struct O { struct I in; int z; };
int main(void) {
  struct O o = { .in.y = 9, .in = {1} }; // trap: in.y == 0
  int v = __VERIFIER_nondet_int();
  if (v == 1 && o.in.y == 0 && o.in.x == 1)
    reach_error();
  return 0;
}
