// &x is stored in a global by one call, a later call without arguments increments x through it
// expect: FALSE
// inputs: 3
// why: keep(&x) saves x's address, bump() then increments x through it: x == w + 1 and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int *saved;
void keep(int *p) { saved = p; }
void bump(void) { (*saved)++; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 100)
    return 0;
  int w = x;
  keep(&x);
  bump(); // trap: changes x although &x is not among its arguments
  if (x != w)
    reach_error();
  return 0;
}
