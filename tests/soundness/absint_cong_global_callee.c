// a global ≡ 0 (mod 4) from a loop, then a callee increments it: the caller must see g ≡ 1 (mod 4)
// expect: FALSE
// cegar-timeout: 5
// inputs: 2
// why: on input 2 the loop leaves g == 8 and add1() makes it 9, and 9 % 4 == 1 reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g;
void add1(void) { g++; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  for (int i = 0; i < n; i++)
    g += 4;
  add1(); // trap: the callee changes the global's congruence
  if (g % 4 == 1)
    reach_error();
  return 0;
}
