// a local copy l of the global g, then a callee increments g on some inputs only
// expect: FALSE
// inputs: 10,1
// why: on inputs 10, 1 maybe(1) increments g to 11 while l stays 10, so g != l and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g;
void maybe(int k) {
  if (k)
    g = g + 1;
}
int main(void) {
  g = __VERIFIER_nondet_int();
  if (g < 0 || g > 1000)
    return 0;
  int l = g;
  maybe(__VERIFIER_nondet_int()); // trap: the callee changes the global, not the local
  if (g != l)
    reach_error();
  return 0;
}
