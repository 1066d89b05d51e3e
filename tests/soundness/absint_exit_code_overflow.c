// exit's argument overflows for the largest input: signed overflow inside exit(...)
// expect: UB
// why: for x == INT_MAX the argument x + 1 overflows int (C11 6.5p5); the path ends at exit, but only after its argument is evaluated
// ub-inputs: 2147483647
extern int __VERIFIER_nondet_int(void);
extern void exit(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 5)
    exit(x + 1); // trap: undefined for x == INT_MAX
  return 0;
}
