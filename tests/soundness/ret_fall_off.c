// a non-void function falls off its end and the caller uses the (missing) value
// expect: UB
// why: for x == 0 sign() reaches its closing } without a return statement and main uses the value of the call: undefined (C11 6.9.1p12); the value is neither 0 nor a nondet int in the C sense
// ub-inputs: 0
// ub-check: none (gcc's -fsanitize=return only instruments C++, not C)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int sign(int x) {
  if (x > 0)
    return 1;
  if (x < 0)
    return -1;
} // trap: no return for x == 0
int main(void) {
  int s = sign(__VERIFIER_nondet_int());
  if (s > 1 || s < -1)
    reach_error();
  return 0;
}
