// reach_error stored in a table of handlers and called through (*tab[i])()
// expect: FALSE
// inputs: 2
// why: tab[2] is &reach_error, so (*tab[i])() with i == 2 calls reach_error (a function designator and &f give the same pointer, C11 6.3.2.1p4), even through two dereferences
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int calls;
static void nop(void) { calls++; }
int main(void) {
  void (*tab[3])(void) = { nop, &nop, &reach_error };
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2)
    return 0;
  (**tab[i])(); // trap: the error through the table
  return 0;
}
