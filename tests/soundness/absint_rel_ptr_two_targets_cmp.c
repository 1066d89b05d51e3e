// y = x + 1 and p points to x or y: *p == x is possible (when p points to x)
// expect: FALSE
// inputs: 3,1
// why: on inputs 3, 1 p points to x, so *p == x and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 100)
    return 0;
  int y = x + 1;
  int *p = __VERIFIER_nondet_int() ? &x : &y;
  if (*p == x) // trap: *p - x is 0 or 1, not 1
    reach_error();
  return 0;
}
