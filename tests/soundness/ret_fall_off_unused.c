// falling off the end of a non-void function is fine when the caller ignores the value
// expect: TRUE
// why: setg(x) returns a value only for x > 0; for x <= 0 it falls off the end, but main then discards the call's value, which is defined (C11 6.9.1p12 only forbids using it)
// probe: 0
// probe: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g;
int setg(int x) {
  if (x > 0)
    return g = x;
  g = -1;
} // trap: no return statement on this path, but no use of the value either
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  if (x > 0)
    r = setg(x);
  else
    setg(x);
  if ((x > 0 && r != x) || (x <= 0 && g != -1))
    reach_error();
  return 0;
}
