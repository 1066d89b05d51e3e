// && guards a division by zero, and ?: evaluates only one of its branches
// expect: TRUE
// why: 100 / d runs only when d != 0 (no division by zero; 100 / d > 50 only for d == 1); c ? g++ : h++ increments exactly one of g, h
// probe: 0,0
// probe: 1,1
// probe: -1,5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int d = __VERIFIER_nondet_int();
  if (d != 0 && 100 / d > 50) { // trap: no division when d == 0
    if (d != 1)
      reach_error();
  }
  int g = 0, h = 0;
  int c = __VERIFIER_nondet_int();
  c ? g++ : h++; // trap: only one side effect
  if (g + h != 1)
    reach_error();
  return 0;
}
