// i == f converts the int i to float: 16777217 == 16777216.0f is true
// expect: FALSE
// inputs: 16777217,1266679808
extern int __VERIFIER_nondet_int(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f == 16777216.0f);
  if (i != 16777216 && i == f) // trap: (float)i == f, not i == (int)f
    reach_error();
  return 0;
}
