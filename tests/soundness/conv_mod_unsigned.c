// -1 % 10u is computed on unsigned int: 4294967295 % 10 == 5
// expect: TRUE
// why: x is converted to unsigned int before %, and 4294967295 % 10 == 5; a signed remainder would give -1
// probe: -1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == -1 && x % 10u != 5) // trap: unsigned remainder
    reach_error();
  return 0;
}
