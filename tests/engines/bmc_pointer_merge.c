// a pointer that points to one of two objects after a join: the merged state's pointer is an
// ite of two addresses, resolved against those two objects only
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = 0, b = 0;
  int *p;
  if (__VERIFIER_nondet_int())
    p = &a;
  else
    p = &b;
  *p = 5;
  if (a + b != 5)
    reach_error(); // never: exactly one of them was written
  if (b == 5)
    reach_error(); // reachable: p = &b
  return 0;
}
