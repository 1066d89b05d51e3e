// main reaching its closing } returns 0: no undefined behaviour, no error
// expect: TRUE
// why: reaching the } that terminates main returns 0 (C11 5.1.2.2.3); the only call of reach_error needs x != x, which is impossible
// probe: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x != x)
    reach_error();
  if (x == 3)
    return 1;
} // trap: not a missing-return error for main
