// writing through a pointer to a pointer redirects the pointer itself
// expect: FALSE
// inputs: 1
// why: for k != 0, *pp = &b makes p point to b, so *p = 5 writes b and a stays 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = 1, b = 2;
  int *p = &a;
  int **pp = &p;
  int k = __VERIFIER_nondet_int();
  if (k)
    *pp = &b; // trap: changes p, not a
  *p = 5;
  if (a == 1)
    reach_error();
  return 0;
}
