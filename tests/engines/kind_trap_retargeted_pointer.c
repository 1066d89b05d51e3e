// the pointer written through changes target after the first iteration: y counts from the second
// iteration on and reaches 30
// expect: FALSE
// bmc: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = 0, z = 0;
  int *p = &z;
  while (__VERIFIER_nondet_int()) {
    *p += 1;
    p = &y;
    if (y == 30) reach_error();
  }
  return 0;
}
