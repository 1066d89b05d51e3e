// equality of addresses of distinct objects is always false
// expect: TRUE
// why: a, b and g are distinct objects that exist at the same time, and pointers to distinct (non-adjacent-array) objects compare unequal (C11 6.5.9p6); p points to a or g, never to b
// probe: 0
// probe: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g;
int main(void) {
  int a = 1, b = 1;
  int k = __VERIFIER_nondet_int();
  int *p = k ? &a : &g;
  if (p == &b) // trap: same value, different objects
    reach_error();
  if (&a == &b || (void *)&g == (void *)&a)
    reach_error();
  return a + b;
}
