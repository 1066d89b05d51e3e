// a || f(): f is called, and its write to a global happens, only when a is 0
// expect: TRUE
// why: || evaluates f() only if a == 0, so g == 1 exactly when a == 0
// probe: 0
// probe: 7
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g = 0;
int f(void) {
  g = 1;
  return 0;
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a || f()) { // trap: f's side effect is conditional
    if (g == 1)
      reach_error();
  }
  if (!a && g != 1)
    reach_error();
  return 0;
}
