// comparing a negative int with an unsigned converts the int: -1 < 0u is false
// expect: TRUE
// why: in x < 0u and x > 2147483647u the int x is converted to unsigned int, which for x < 0 is x + 2^32 >= 2^31: never < 0u, always > 2147483647u
// probe: -1
// probe: -2147483648
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x < 0);
  if (x < 0u) // trap: unsigned comparison
    reach_error();
  if (!(x > 2147483647u))
    reach_error();
  return 0;
}
