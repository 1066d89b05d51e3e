// partially initialised aggregates: the members without an initialiser are zero, not indeterminate
// expect: TRUE
// why: with an initialiser list, every element and member not named is initialised as if static, i.e. to 0 (C11 6.7.9p21), so a[2..4], s.x and s.z are 0 for every k
// probe: 2
// probe: 4
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
struct T { int x, y, z; };
int main(void) {
  int a[5] = {1, 2}; // trap: a[2], a[3], a[4] are 0
  struct T s = {.y = 7}; // trap: s.x and s.z are 0
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 2 && k < 5);
  if (a[k] != 0 || s.x != 0 || s.z != 0 || s.y != 7)
    reach_error();
  return 0;
}
