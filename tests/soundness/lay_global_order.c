// relational comparison of pointers to two different global objects
// expect: UB
// why: for k != 0 p points to g1 and `p < &g2` compares pointers into different objects with <, which is undefined (C11 6.5.8p5); the globals' order is not an answer either way
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g1, g2;
int main(void) {
  int k = __VERIFIER_nondet_int();
  int *p = k ? &g1 : &g2;
  if (p < &g2) // trap: undefined unless p also points into g2
    reach_error();
  return 0;
}
