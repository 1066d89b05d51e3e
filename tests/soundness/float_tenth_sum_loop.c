// adding 0.1 ten times does not give 1.0 in binary64 (it gives 0.9999999999999999)
// expect: FALSE
// cegar-timeout: 3
// inputs: 10
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 10);
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += 0.1; // trap: every addition rounds
  if (n == 10 && s != 1.0)
    reach_error();
  return 0;
}
