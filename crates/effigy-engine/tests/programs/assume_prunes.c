// __VERIFIER_assume prunes the only path to the error.
// verdict: TRUE
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 10 && x < 20);
  if (x * 2 == 50) reach_error();
  return 0;
}
