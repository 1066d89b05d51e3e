// Lemberger's Figure 1.1: the value analysis raises a false alarm here (it keeps nothing of a
// nondeterministic `a`); symbolic values with constraints prove the program safe, with and
// without CEGAR. Bit-precise: for a < 0, a + 1 does not overflow.
// verdict: TRUE
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b;
  if (a >= 0) {
    b = a;
  } else {
    b = a + 1;
  }
  if (b < a) {
    reach_error();
    return -1;
  }
  return 0;
}
