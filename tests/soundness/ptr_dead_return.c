// a function stores the address of its own local in an out-parameter; the caller reads it later
// expect: UB
// why: after get() returns, *out points to get's dead local x; reading **out (for k != 0) is a use of a dangling pointer: undefined
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int y = 7;
void get(int **out, int k) {
  int x = 7;
  *out = k ? &x : &y; // trap: &x escapes the function
}
int main(void) {
  int *p;
  int k = __VERIFIER_nondet_int();
  get(&p, k);
  if (*p != 7)
    reach_error();
  return 0;
}
