// at file scope: { .in.x = 1, 2, 3 } puts 2 in in.y and 3 in the member after in
// expect: FALSE
// inputs: 3
// why: a static initializer follows the same rule (C11 6.7.9p17): after .in.x the next value goes to in.y and the one after to z, so g.in.y == 2 and g.z == 3, and w is 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct I { int x, y; };
struct O { struct I in; int z; int w; };
struct O g = { .in.x = 1, 2, 3 }; // trap: in.y = 2, z = 3, w = 0
int main(void) {
  int v = __VERIFIER_nondet_int();
  if (g.in.y == 2 && g.z == v && g.w == 0)
    reach_error();
  return 0;
}
