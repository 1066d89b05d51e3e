// { .in.y = 9, .in = {1} }: the later braced initializer of in replaces all of in, so in.y == 0
// expect: TRUE
// why: .in = {1} initializes the whole subobject in, overriding the earlier .in.y = 9 (C11 6.7.9p19: the last initializer for a subobject wins; gcc zeroes in.y); with .in.x = 1 instead only in.x is overridden and in.y stays 9
// probe: 0
// probe: 9
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct I { int x, y; };
struct O { struct I in; int z; };
struct O g = { .in.y = 9, .in = {1}, 4 };
int main(void) {
  struct O o = { .in.y = 9, .in = {1} }; // trap: in.y == 0, not 9
  struct O p = { .in.y = 9, .in.x = 1 };
  int v = __VERIFIER_nondet_int();
  if (o.in.y == v && p.in.y == v)
    reach_error();
  if (o.in.x != 1 || g.in.y != 0 || g.z != 4)
    reach_error();
  return 0;
}
