// a loop writing through a pointer: the step case makes every object arbitrary; the check
// inside the loop reads what the same iteration wrote
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[4] = {0};
  int *p = &a[1];
  while (__VERIFIER_nondet_int()) {
    *p = __VERIFIER_nondet_int();
    if (*p != a[1])
      reach_error();
  }
  return 0;
}
