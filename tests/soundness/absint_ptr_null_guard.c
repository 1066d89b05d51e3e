// a pointer that may be null, dereferenced only under if (p): no null dereference, x is 0 or 4
// expect: TRUE
// why: *p = 4 runs only when p is not null, so then it points to x; x is 0 or 4, never 2, and nothing is undefined
// probe: 0
// probe: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0;
  int *p = 0;
  if (__VERIFIER_nondet_int())
    p = &x;
  if (p)
    *p = 4; // trap: guarded by the null test
  if (x == 2)
    reach_error();
  return 0;
}
