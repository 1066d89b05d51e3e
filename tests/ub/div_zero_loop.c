// ub: division by zero
// run: inputs=4 outcome=undefined
// The divisor 4 - i counts down and reaches zero inside the loop when the input is 4 to 10.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) n = 0;
  int s = 0;
  for (int i = 0; i <= n; i++) s += 100 % (4 - i);
  return s;
}
