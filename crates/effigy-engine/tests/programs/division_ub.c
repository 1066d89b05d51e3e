// A possible division by zero makes TRUE impossible: the answer is UNKNOWN with the reason.
// verdict: UNKNOWN
// cegar: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 100 / x;
  if (y > 100) reach_error();
  return y;
}
