// a pointer parameter may point to a global that the function also uses directly
// expect: FALSE
// inputs: 1
// why: for k != 0, p == &g, so *p = 2 overwrites the g = 1 just made
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g;
void f(int *p) {
  g = 1;
  *p = 2; // trap: p may alias g
  if (g == 2)
    reach_error();
}
int main(void) {
  int local = 0;
  int k = __VERIFIER_nondet_int();
  f(k ? &g : &local);
  return local;
}
