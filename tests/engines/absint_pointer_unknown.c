// a safe program that reads through a pointer: the intervals do not follow pointers, so they
// answer UNKNOWN (naming the dereference) and the portfolio's next engines prove it
// expect: TRUE
// absint: UNKNOWN
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int *p = &x;
  if (*p != x)
    reach_error();
  return 0;
}
