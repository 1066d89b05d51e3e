// exit's argument is an expression like any other: its division by zero is undefined
// expect: UB
// why: for x == 0 the program evaluates 100 / 0 as exit's argument (C11 6.5.5p5); an analysis that ends the path at exit without evaluating the argument misses it
// ub-inputs: 0
extern int __VERIFIER_nondet_int(void);
extern void exit(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 3)
    exit(100 / x); // trap: undefined for x == 0
  return 0;
}
