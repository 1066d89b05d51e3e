// ~ on a _Bool works on the promoted int: ~(_Bool)1 is -2
// expect: FALSE
// inputs: 1
// why: b is promoted to int before ~, so for b == 1, ~b == -2
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) {}
int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  if (~b == -2) // trap: a one-bit complement gives 0 or 1
    reach_error();
  return 0;
}
