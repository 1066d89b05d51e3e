// an array read at a nondet index behind a bounds check
// expect: FALSE
// inputs: 3
// why: a[3] == 40 and 3 passes the check
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[5] = {10, 20, 30, 40, 50};
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k < 5 && a[k] == 40) // trap: the check short-circuits before the access
    reach_error();
  return 0;
}
