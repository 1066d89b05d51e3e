// Under no-overflow an error function that returns is not followed (UNKNOWN on that path), and
// the overflow on the other path is still found: x + 1000 for an even x near INT_MAX.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 2147483000)
    return 0;
  if (x % 2)
    reach_error();
  x = x + 1000;
  return x;
}
