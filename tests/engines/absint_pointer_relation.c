// a safe program that reads through a pointer: the intervals follow it to x (x's address goes
// nowhere else), and *p != x compares x with itself, which no interval decides but the
// differences do (x - x = 0)
// expect: TRUE
// absint: TRUE
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
