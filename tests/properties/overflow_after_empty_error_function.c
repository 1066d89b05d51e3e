// `void reach_error() {}` returns, and the program goes on: under no-overflow the addition
// after the call overflows for x near INT_MAX. Ending the path at the call would miss it.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
void reach_error() {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 2147483000)
    reach_error();
  x = x + 1000;
  return x;
}
